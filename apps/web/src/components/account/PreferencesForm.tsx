import { useState, type FormEvent } from 'react';
import { Plus, RotateCcw, X } from 'lucide-react';
import { unitSystems, ZPreferencesPatch, type Preferences } from '@sous/domain';
import { accountStrings } from '../../lib/accountStrings';
import { validate, type FieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { usePreferences } from '../../lib/preferences';
import { Spinner } from '../Spinner';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { LanguageSelect, NotificationsSwitch, Select } from './PreferenceFields';
import { useSavePreferences } from './useAccount';

const s = accountStrings.preferences;
const MAX_DIETARY = 30;

type KitchenPreferences = Pick<Preferences, 'dietaryPreferences' | 'region' | 'units' | 'language' | 'notifications'>;

function kitchenPart(preferences: Preferences): KitchenPreferences {
  const { dietaryPreferences, region, units, language, notifications } = preferences;
  return { dietaryPreferences, region, units, language, notifications };
}

/** The non-visual preferences; the form starts again whenever the saved set changes (a reset, another browser). */
export function PreferencesForm() {
  const saved = kitchenPart(usePreferences());
  return <KitchenForm key={JSON.stringify(saved)} saved={saved} />;
}

function KitchenForm({ saved }: { saved: KitchenPreferences }) {
  const [values, setValues] = useState(saved);
  const [dietaryText, setDietaryText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { save, isPending } = useSavePreferences();

  const set = <K extends keyof KitchenPreferences>(key: K, value: KitchenPreferences[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const addDietary = () => {
    const item = dietaryText.trim();
    if (!item) return;
    if (values.dietaryPreferences.length >= MAX_DIETARY) {
      setErrors((previous) => ({ ...previous, dietaryPreferences: s.dietaryLimit }));
      return;
    }
    if (!values.dietaryPreferences.some((existing) => existing.toLowerCase() === item.toLowerCase())) {
      set('dietaryPreferences', [...values.dietaryPreferences, item]);
    }
    setDietaryText('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ZPreferencesPatch, values);
    if (!checked.data) {
      setErrors(checked.errors);
      return;
    }
    if (await save(checked.data)) notify.success(s.saved);
  };

  return (
    <section className="card p-6" aria-labelledby="kitchen-heading">
      <h2 id="kitchen-heading" className="text-lg font-semibold">
        {s.kitchen}
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{s.kitchenHint}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-5">
        <div>
          <label htmlFor="dietary-input" className="label">
            {s.dietary}
          </label>
          <div className="flex gap-2">
            <input
              id="dietary-input"
              className="input"
              value={dietaryText}
              placeholder={s.dietaryPlaceholder}
              maxLength={60}
              aria-invalid={errors.dietaryPreferences ? true : undefined}
              aria-describedby={errors.dietaryPreferences ? 'dietary-error' : undefined}
              onChange={(event) => setDietaryText(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the preference instead of submitting the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addDietary();
                }
              }}
            />
            <button type="button" className="btn-secondary shrink-0" onClick={addDietary}>
              <Plus className="size-4" aria-hidden />
              {s.dietaryAdd}
            </button>
          </div>
          {errors.dietaryPreferences ? (
            <p id="dietary-error" className="field-error">
              {errors.dietaryPreferences}
            </p>
          ) : null}
          {values.dietaryPreferences.length ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={s.dietaryList}>
              {values.dietaryPreferences.map((item) => (
                <li key={item}>
                  <button
                    type="button"
                    className="badge gap-1 py-1 hover:opacity-80"
                    aria-label={s.dietaryRemove(item)}
                    onClick={() =>
                      set(
                        'dietaryPreferences',
                        values.dietaryPreferences.filter((existing) => existing !== item),
                      )
                    }
                  >
                    {item}
                    <X className="size-3" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-zinc-500 dark:text-zinc-400">{s.dietaryEmpty}</p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={s.region}
            placeholder={s.regionPlaceholder}
            value={values.region}
            maxLength={100}
            error={errors.region}
            onChange={(event) => set('region', event.target.value)}
          />
          <Select
            label={s.units}
            value={values.units}
            onChange={(value) => set('units', unitSystems.find((unit) => unit === value) ?? 'metric')}
          >
            {unitSystems.map((unit) => (
              <option key={unit} value={unit}>
                {s.unitOptions[unit]}
              </option>
            ))}
          </Select>
        </div>
        <LanguageSelect value={values.language} onChange={(value) => set('language', value)} />
        <NotificationsSwitch checked={values.notifications} onChange={(value) => set('notifications', value)} />
        <div className="flex justify-end">
          <SubmitButton pending={isPending} pendingLabel={s.saving}>
            {s.save}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** Everything back to the spec's defaults, here and in the account. */
export function ResetPreferencesButton() {
  const { reset, isPending } = useSavePreferences();
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={isPending}
      onClick={() =>
        void reset().then((ok) => {
          if (ok) notify.success(s.resetDone, s.resetDescription);
        })
      }
    >
      {isPending ? <Spinner className="size-4" /> : <RotateCcw className="size-4" aria-hidden />}
      {isPending ? s.resetting : s.reset}
    </button>
  );
}
