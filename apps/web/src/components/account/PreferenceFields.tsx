import { useId, type ReactNode } from 'react';
import { Field, Label, Description, Switch } from '@headlessui/react';
import { languages, type Preferences } from '@sous/domain';
import { accountStrings } from '../../lib/accountStrings';

const s = accountStrings.preferences;

/** A labelled select with a hint or an error under it. */
export function Select({
  label,
  value,
  onChange,
  hint,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function LanguageSelect({
  value,
  onChange,
}: {
  value: Preferences['language'];
  onChange: (value: Preferences['language']) => void;
}) {
  return (
    <Select
      label={s.language}
      value={value}
      hint={s.languageHint}
      onChange={(next) => onChange(languages.find((language) => language === next) ?? 'en')}
    >
      {languages.map((language) => (
        <option key={language} value={language}>
          {s.languageOptions[language]}
        </option>
      ))}
    </Select>
  );
}

export function NotificationsSwitch({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Field className="flex items-center justify-between gap-4 rounded-lg border border-zinc-200 px-4 py-3 dark:border-zinc-800">
      <div>
        <Label className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{s.notifications}</Label>
        <Description className="text-xs text-zinc-500 dark:text-zinc-400">{s.notificationsHint}</Description>
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-zinc-300 transition-colors data-checked:bg-accent data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-accent dark:bg-zinc-700"
      >
        <span className="pointer-events-none inline-block size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow transition group-data-checked:translate-x-5.5" />
      </Switch>
    </Field>
  );
}
