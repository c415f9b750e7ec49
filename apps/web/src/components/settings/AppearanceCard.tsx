import { Check } from 'lucide-react';
import { DEFAULT_ACCENT_COLOR, themes } from '@sous/domain';
import { notify } from '../../lib/notify';
import { resetPreferences, updatePreferences, usePreferences } from '../../lib/preferences';
import { strings } from '../../lib/strings';

const s = strings.settings;
const accents = [DEFAULT_ACCENT_COLOR, '#10b981', '#8b5cf6', '#f43f5e', '#f97316', '#6366f1'];
const themeLabels = {
  light: strings.nav.themeLight,
  dark: strings.nav.themeDark,
  system: strings.nav.themeSystem,
} as const;

export function AppearanceCard() {
  const { theme, accentColor } = usePreferences();
  return (
    <section className="card p-6" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading" className="text-lg font-semibold">
        {s.appearance}
      </h2>
      <fieldset className="mt-4">
        <legend className="label">{s.theme}</legend>
        <div className="inline-grid grid-cols-3 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800">
          {themes.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-lg px-4 py-1.5 text-sm font-medium text-zinc-600 has-checked:bg-white has-checked:text-zinc-900 has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-accent dark:text-zinc-300 dark:has-checked:bg-zinc-950 dark:has-checked:text-white"
            >
              <input
                type="radio"
                name="theme"
                value={value}
                className="sr-only"
                checked={theme === value}
                onChange={() => updatePreferences({ theme: value })}
              />
              {themeLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="label">{s.accent}</legend>
        <div className="flex flex-wrap gap-2">
          {accents.map((color) => (
            <button
              key={color}
              type="button"
              aria-label={s.accentOption(color)}
              aria-pressed={accentColor === color}
              onClick={() => updatePreferences({ accentColor: color })}
              className="flex size-9 items-center justify-center rounded-full ring-offset-2 ring-offset-white aria-pressed:ring-2 aria-pressed:ring-zinc-400 dark:ring-offset-zinc-900"
              style={{ backgroundColor: color }}
            >
              {accentColor === color ? <Check className="size-4 text-white" aria-hidden /> : null}
            </button>
          ))}
        </div>
      </fieldset>
      <button
        type="button"
        className="btn-secondary mt-6"
        onClick={() => {
          resetPreferences();
          notify.success(s.resetDone);
        }}
      >
        {s.reset}
      </button>
    </section>
  );
}
