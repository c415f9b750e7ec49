import { useId, useState, type FormEvent } from 'react';
import { AlertTriangle } from 'lucide-react';
import {
  DEFAULT_MEAL_TYPE,
  exceededNutrients,
  mealTypes,
  parseServings,
  scaleNutrition,
  type ExceededNutrient,
  type MealType,
} from '@sous/domain';
import { notify } from '../../lib/notify';
import { recipeStrings } from '../../lib/recipeStrings';
import { errorMessage } from '../../lib/session';
import { trpc, type RecipeData } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { recipesMessages } from '@sous/domain';

const s = recipeStrings.consume;
const m = recipesMessages;

/**
 * Log Meal (meal type, servings). When the servings would push today's totals over the goal, the
 * dialog turns into the Exceeds Daily Goals question first (spec part 1 §4 "Meal consumption").
 */
export function LogMealDialog({ open, onClose, recipe }: { open: boolean; onClose: () => void; recipe: RecipeData }) {
  const [mealType, setMealType] = useState<MealType>(DEFAULT_MEAL_TYPE);
  const [servings, setServings] = useState('1');
  const [exceeded, setExceeded] = useState<ExceededNutrient[] | null>(null);
  const [checking, setChecking] = useState(false);
  const mealId = useId();
  const servingsId = useId();
  const utils = trpc.useUtils();
  const consume = trpc.recipes.consume.useMutation({
    onSettled: () =>
      Promise.all([utils.nutrition.invalidate(), utils.recipes.consumptionHistory.invalidate()]),
  });

  const close = () => {
    onClose();
    // Reset after the closing transition so the dialog does not flash back to the form.
    setTimeout(() => {
      setExceeded(null);
      setMealType(DEFAULT_MEAL_TYPE);
      setServings('1');
    }, 200);
  };

  const log = async () => {
    try {
      await consume.mutateAsync({ id: recipe.id, servings: parseServings(servings), mealType });
      notify.success(m.consumed, m.consumedDescription);
      close();
    } catch (error) {
      notify.error(s.failed, errorMessage(error, m.notFound));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    try {
      // Fresh totals: another tab or card may have logged a meal since the page loaded.
      const goal = await utils.nutrition.currentGoal.fetch();
      const today = goal ? await utils.nutrition.todayProgress.fetch() : null;
      const over = exceededNutrients(today, goal, scaleNutrition(recipe.nutritionInfo, parseServings(servings)));
      if (over.length > 0) {
        setExceeded(over);
        return;
      }
    } catch {
      // Without the goal the warning cannot be computed; logging still works.
    } finally {
      setChecking(false);
    }
    await log();
  };

  const servingsCount = parseServings(servings);
  const added = scaleNutrition(recipe.nutritionInfo, servingsCount);

  return (
    <Modal
      open={open}
      onClose={close}
      title={exceeded ? s.exceedsTitle : s.title}
      description={exceeded ? undefined : s.description(recipe.title)}
      size={exceeded ? 'sm' : 'md'}
    >
      {exceeded ? (
        <div className="space-y-4" data-testid="exceeds-dialog">
          <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
            <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div>
              <p>{s.exceedsIntro}</p>
              <ul className="mt-2 space-y-1">
                {exceeded.map((entry) => (
                  <li key={entry.nutrient} className="flex justify-between gap-4 font-medium">
                    <span>{s.nutrientNames[entry.nutrient]}</span>
                    <span className="tabular-nums">
                      {Math.round(entry.current)} / {Math.round(entry.limit)} {entry.unit}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="text-sm font-medium">{m.exceedsGoalsQuestion}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={() => setExceeded(null)}>
              {s.cancel}
            </button>
            <button type="button" className="btn-primary" disabled={consume.isPending} onClick={log}>
              {consume.isPending ? <Spinner className="size-4 text-white" /> : null}
              {consume.isPending ? s.logging : s.logAnyway}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={mealId} className="label">
                {s.mealType}
              </label>
              <select
                id={mealId}
                className="input"
                value={mealType}
                onChange={(event) => setMealType(event.target.value as MealType)}
              >
                {mealTypes.map((type) => (
                  <option key={type} value={type}>
                    {s.mealTypes[type]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={servingsId} className="label">
                {s.servings}
              </label>
              <input
                id={servingsId}
                className="input"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={servings}
                onChange={(event) => setServings(event.target.value)}
                onBlur={() => setServings(String(parseServings(servings)))}
              />
            </div>
          </div>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="consume-adds">
            {s.adds}: <span className="font-medium tabular-nums">{Math.round(added.calories)} kcal</span> ·{' '}
            {Math.round(added.protein)} g {recipeStrings.card.protein.toLowerCase()} · {Math.round(added.carbs)} g{' '}
            {recipeStrings.card.carbs.toLowerCase()} · {Math.round(added.fat)} g {recipeStrings.card.fat.toLowerCase()}
          </p>
          <DialogActions
            onCancel={close}
            cancelLabel={s.cancel}
            pending={checking || consume.isPending}
            pendingLabel={s.logging}
            submitLabel={s.submit}
          />
        </form>
      )}
    </Modal>
  );
}
