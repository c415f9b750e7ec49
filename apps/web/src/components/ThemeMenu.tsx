import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import type { Theme } from '@sous/domain';
import { resolvedTheme, usePreferences } from '../lib/preferences';
import { useSavePreferences } from './account/useAccount';
import { strings } from '../lib/strings';

const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: strings.nav.themeLight, Icon: Sun },
  { value: 'dark', label: strings.nav.themeDark, Icon: Moon },
  { value: 'system', label: strings.nav.themeSystem, Icon: Monitor },
];

export function ThemeMenu() {
  const { theme } = usePreferences();
  const { save } = useSavePreferences();
  const ActiveIcon = resolvedTheme(theme) === 'dark' ? Moon : Sun;
  return (
    <Menu>
      <MenuButton className="icon-btn" aria-label={strings.nav.theme} title={strings.nav.theme}>
        <ActiveIcon className="size-5" aria-hidden />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 8 }}
        transition
        className="z-40 w-40 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg transition duration-100 focus:outline-none data-closed:scale-95 data-closed:opacity-0 dark:border-zinc-800 dark:bg-zinc-900"
      >
        {options.map(({ value, label, Icon }) => (
          <MenuItem key={value}>
            <button
              type="button"
              onClick={() => void save({ theme: value })}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-zinc-700 data-focus:bg-zinc-100 dark:text-zinc-200 dark:data-focus:bg-zinc-800"
            >
              <Icon className="size-4" aria-hidden />
              <span className="flex-1 text-left">{label}</span>
              {theme === value ? <Check className="size-4 text-accent" aria-label="selected" /> : null}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
