import { useEffect, useRef } from 'react';
import { Check, Pipette } from 'lucide-react';
import { ACCENT_PALETTE, themes } from '@sous/domain';
import { accountStrings } from '../../lib/accountStrings';
import { updatePreferences, usePreferences } from '../../lib/preferences';
import { useSavePreferences } from '../account/useAccount';

const s = accountStrings.preferences;
const paletteColours = new Set<string>(ACCENT_PALETTE.map((colour) => colour.hex));
const CUSTOM_SAVE_DELAY_MS = 400;

/** Theme and accent colour: applied at once, saved to the account. */
export function AppearanceCard() {
  const { theme, accentColor } = usePreferences();
  const { save } = useSavePreferences();
  const customTimer = useRef<number | undefined>(undefined);
  const isCustom = !paletteColours.has(accentColor.toLowerCase());

  useEffect(() => () => window.clearTimeout(customTimer.current), []);

  // Dragging in the colour picker fires many inputs: preview each, save once it settles.
  const pickCustom = (colour: string) => {
    updatePreferences({ accentColor: colour });
    window.clearTimeout(customTimer.current);
    customTimer.current = window.setTimeout(() => void save({ accentColor: colour }), CUSTOM_SAVE_DELAY_MS);
  };

  return (
    <section className="card p-6" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading" className="text-lg font-semibold">
        {s.appearance}
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{s.appearanceHint}</p>
      <fieldset className="mt-5">
        <legend className="label">{s.theme}</legend>
        <div className="inline-grid grid-cols-3 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800">
          {themes.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-lg px-4 py-1.5 text-center text-sm font-medium text-zinc-600 has-checked:bg-white has-checked:text-zinc-900 has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-accent dark:text-zinc-300 dark:has-checked:bg-zinc-950 dark:has-checked:text-white"
            >
              <input
                type="radio"
                name="theme"
                value={value}
                className="sr-only"
                checked={theme === value}
                onChange={() => void save({ theme: value })}
              />
              {s.themes[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-6">
        <legend className="label">{s.accent}</legend>
        <div className="flex flex-wrap gap-2" data-testid="accent-palette">
          {ACCENT_PALETTE.map(({ name, hex }) => {
            const selected = accentColor.toLowerCase() === hex;
            return (
              <button
                key={hex}
                type="button"
                title={name}
                aria-label={s.accentOption(hex)}
                aria-pressed={selected}
                onClick={() => void save({ accentColor: hex })}
                className="flex size-9 items-center justify-center rounded-full ring-offset-2 ring-offset-white aria-pressed:ring-2 aria-pressed:ring-zinc-500 dark:ring-offset-zinc-900 dark:aria-pressed:ring-zinc-300"
                style={{ backgroundColor: hex }}
              >
                {selected ? <Check className="size-4 text-white" aria-hidden /> : null}
              </button>
            );
          })}
          <label
            title={s.custom}
            className={`relative flex size-9 cursor-pointer items-center justify-center rounded-full border-2 border-dashed border-zinc-300 ring-offset-2 ring-offset-white has-focus-visible:ring-2 has-focus-visible:ring-accent dark:border-zinc-600 dark:ring-offset-zinc-900 ${isCustom ? 'ring-2 ring-zinc-500 dark:ring-zinc-300' : ''}`}
            style={isCustom ? { backgroundColor: accentColor, borderStyle: 'solid' } : undefined}
          >
            <Pipette className={`size-4 ${isCustom ? 'text-white' : 'text-zinc-500'}`} aria-hidden />
            <input
              type="color"
              aria-label={s.customLabel}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
              value={accentColor}
              onChange={(event) => pickCustom(event.target.value)}
            />
          </label>
        </div>
        <p className="mt-2 font-mono text-xs text-zinc-500 dark:text-zinc-400" aria-live="polite">
          {accentColor}
        </p>
      </fieldset>
    </section>
  );
}
