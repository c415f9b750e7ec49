import { useState, type FormEvent } from 'react';
import { ZSetNutritionGoalRequest, type NutritionGoal } from '@sous/domain';
import { validate, type FieldErrors } from '../../lib/forms';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { fieldErrorsOf } from '../../lib/session';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { useSetGoal } from './useNutrition';

const s = nutritionStrings.goals;
type GoalKey = keyof NutritionGoal;
type GoalText = Record<GoalKey, string>;

const fields: { name: GoalKey; label: string; step: number }[] = [
  { name: 'dailyCalories', label: s.dailyCalories, step: 50 },
  { name: 'dailyProtein', label: s.dailyProtein, step: 5 },
  { name: 'dailyCarbs', label: s.dailyCarbs, step: 5 },
  { name: 'dailyFat', label: s.dailyFat, step: 5 },
];

const empty: GoalText = { dailyCalories: '', dailyProtein: '', dailyCarbs: '', dailyFat: '' };

function toText(goal: NutritionGoal | null | undefined): GoalText {
  if (!goal) return empty;
  return {
    dailyCalories: String(goal.dailyCalories),
    dailyProtein: String(goal.dailyProtein),
    dailyCarbs: String(goal.dailyCarbs),
    dailyFat: String(goal.dailyFat),
  };
}

/**
 * The four daily goals, checked with the server's schema on every change: a field shows its
 * message once it was edited (all of them after a submit).
 */
export function GoalForm({
  goal,
  onSaved,
  onCancel,
}: {
  goal?: NutritionGoal | null;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<GoalText>(() => toText(goal));
  const [shown, setShown] = useState<Partial<Record<GoalKey, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const setGoal = useSetGoal();
  const errors = validate(ZSetNutritionGoalRequest, values).errors ?? {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ZSetNutritionGoalRequest, values);
    setShown({ dailyCalories: true, dailyProtein: true, dailyCarbs: true, dailyFat: true });
    if (!checked.data) return;
    try {
      await setGoal.mutateAsync(checked.data);
      onSaved?.();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="goal-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, label, step }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type="number"
            inputMode="numeric"
            step={step}
            value={values[name]}
            error={(shown[name] ? errors[name] : undefined) ?? serverErrors[name]}
            onChange={(event) => {
              const { value } = event.target;
              setValues((previous) => ({ ...previous, [name]: value }));
              setShown((previous) => ({ ...previous, [name]: true }));
              setServerErrors(({ [name]: _cleared, ...rest }) => rest);
            }}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {s.cancel}
          </button>
        ) : null}
        <SubmitButton pending={setGoal.isPending} pendingLabel={s.saving}>
          {s.save}
        </SubmitButton>
      </div>
    </form>
  );
}
