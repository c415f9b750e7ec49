import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import {
  DEFAULT_PLAN_DAYS,
  MAX_CALORIE_TARGET,
  MAX_PLAN_DAYS,
  MIN_CALORIE_TARGET,
  MIN_PLAN_DAYS,
  utcDay,
  ZCreateMealPlanRequest,
} from '@sous/domain';
import { validate, type FieldErrors } from '../../lib/forms';
import { mealPlanStrings } from '../../lib/mealPlanStrings';
import { notify } from '../../lib/notify';
import { errorMessage, fieldErrorsOf } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { FormAlert, TextField } from '../TextField';
import type { MealPlanData } from './useMealPlans';
import { mealPlansMessages } from '@sous/domain';

const m = mealPlansMessages;
const s = mealPlanStrings.form;

interface MealPlanFormValues {
  title: string;
  startDate: string;
  days: string;
  calorieTarget: string;
  preferences: string;
  dietaryRestrictions: string;
}

const initialValues = (): MealPlanFormValues => ({
  title: '',
  startDate: utcDay(),
  days: String(DEFAULT_PLAN_DAYS),
  calorieTarget: '',
  preferences: '',
  dietaryRestrictions: '',
});

/** Create Meal Plan: checked with the server's schema on each change; a failed call shows inside the dialog. */
export function MealPlanFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (plan: MealPlanData) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={s.title} description={s.description} size="lg">
      <MealPlanForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function MealPlanForm({ onClose, onCreated }: { onClose: () => void; onCreated: (plan: MealPlanData) => void }) {
  const [values, setValues] = useState<MealPlanFormValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const utils = trpc.useUtils();
  const create = trpc.mealPlans.create.useMutation({ onSettled: () => utils.mealPlans.invalidate() });

  const errors = useMemo(() => validate(ZCreateMealPlanRequest, values).errors ?? {}, [values]);
  const shown = (name: keyof MealPlanFormValues) =>
    serverErrors[name] ?? (submitted || touched.has(name) ? errors[name] : undefined);

  const bind = (name: keyof MealPlanFormValues) => ({
    name,
    value: values[name],
    error: shown(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
      setTouched((previous) => new Set([...previous, name]));
      setServerErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    if (Object.keys(errors).length > 0) return;
    try {
      const plan = await create.mutateAsync(values);
      notify.success(m.created, m.createdDescription);
      onCreated(plan);
      onClose();
    } catch (error) {
      const message = errorMessage(error, m.createFailed);
      setServerErrors(fieldErrorsOf(error));
      setAlert(message);
      notify.error(m.createFailed, message === m.createFailed ? undefined : message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="meal-plan-form">
      <FormAlert message={alert} />
      <TextField
        label={s.planTitle}
        placeholder={s.planTitlePlaceholder}
        autoComplete="off"
        autoFocus
        {...bind('title')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField label={s.startDate} type="date" min={utcDay()} {...bind('startDate')} />
        <TextField
          label={s.days}
          type="number"
          inputMode="numeric"
          min={MIN_PLAN_DAYS}
          max={MAX_PLAN_DAYS}
          step={1}
          title={s.daysHint}
          {...bind('days')}
        />
        <TextField
          label={s.calorieTarget}
          type="number"
          inputMode="numeric"
          min={MIN_CALORIE_TARGET}
          max={MAX_CALORIE_TARGET}
          step={50}
          placeholder={s.calorieTargetPlaceholder}
          {...bind('calorieTarget')}
        />
      </div>
      <TextField
        label={s.preferences}
        placeholder={s.preferencesPlaceholder}
        autoComplete="off"
        {...bind('preferences')}
      />
      <TextField
        label={s.restrictions}
        placeholder={s.restrictionsPlaceholder}
        autoComplete="off"
        {...bind('dietaryRestrictions')}
      />
      <p className="-mt-2 text-xs text-zinc-500 dark:text-zinc-400">{s.commaHint}</p>

      {create.isPending ? (
        <div
          className="flex items-center gap-3 rounded-lg bg-accent-soft px-3 py-2.5 text-sm font-medium"
          role="status"
          aria-live="polite"
          data-testid="plan-generating"
        >
          <Spinner className="size-5" />
          <Sparkles className="size-4 text-accent" aria-hidden />
          {s.generating}
        </div>
      ) : null}

      <DialogActions
        onCancel={onClose}
        cancelLabel={s.cancel}
        pending={create.isPending}
        pendingLabel={s.generating}
        submitLabel={s.submit}
      />
    </form>
  );
}
