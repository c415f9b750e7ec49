import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
} from '@headlessui/react';
import { ChefHat, ChevronDown, LogOut, Menu as MenuIcon, Settings, User, X } from 'lucide-react';
import { displayName, navGroups } from '@sous/domain';
import { useLogout } from '../lib/auth';
import { strings } from '../lib/strings';
import type { CurrentUser } from '../lib/trpc';
import { ThemeMenu } from './ThemeMenu';

const menuPanel =
  'z-40 min-w-52 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg transition duration-100 focus:outline-none data-closed:scale-95 data-closed:opacity-0 dark:border-zinc-800 dark:bg-zinc-900';
const menuLink =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-zinc-700 data-focus:bg-zinc-100 dark:text-zinc-200 dark:data-focus:bg-zinc-800';

function Brand() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-zinc-900 dark:text-white"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-white">
        <ChefHat className="size-5" aria-hidden />
      </span>
      {strings.brand}
    </Link>
  );
}

function GroupMenu({ group }: { group: (typeof navGroups)[number] }) {
  return (
    <Menu>
      <MenuButton className="btn-ghost gap-1 data-open:bg-zinc-100 dark:data-open:bg-zinc-800">
        {group.label}
        <ChevronDown className="size-4 opacity-60" aria-hidden />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom start', gap: 8 }} transition className={menuPanel}>
        {group.links.map((link) => (
          <MenuItem key={link.to}>
            <Link to={link.to} className={menuLink} activeProps={{ className: 'font-semibold text-accent!' }}>
              {link.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

function Avatar({ user }: { user: CurrentUser }) {
  const name = displayName(user) ?? '?';
  // A picture URL that fails to load falls back to the initial, never a broken image.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return user.profilePicture && user.profilePicture !== failedUrl ? (
    <img
      src={user.profilePicture}
      alt=""
      className="size-8 rounded-full object-cover"
      onError={() => setFailedUrl(user.profilePicture)}
    />
  ) : (
    <span className="flex size-8 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent uppercase">
      {name.slice(0, 1)}
    </span>
  );
}

function UserMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  return (
    <Menu>
      <MenuButton
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-zinc-100 dark:hover:bg-zinc-800"
        aria-label={strings.nav.userMenu}
      >
        <Avatar user={user} />
        <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{displayName(user)}</span>
        <ChevronDown className="hidden size-4 opacity-60 lg:inline" aria-hidden />
      </MenuButton>
      <MenuItems anchor={{ to: 'bottom end', gap: 8 }} transition className={menuPanel}>
        <div className="border-b border-zinc-200 px-3 py-2 dark:border-zinc-800">
          <p className="truncate text-sm font-semibold">{displayName(user)}</p>
          <p className="truncate text-xs text-zinc-500">@{user.username}</p>
        </div>
        <div className="pt-1">
          <MenuItem>
            <Link to="/profile" className={menuLink}>
              <User className="size-4" aria-hidden />
              {strings.nav.profile}
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to="/settings" className={menuLink}>
              <Settings className="size-4" aria-hidden />
              {strings.nav.settings}
            </Link>
          </MenuItem>
          <MenuItem>
            <button type="button" onClick={onLogout} className={menuLink}>
              <LogOut className="size-4" aria-hidden />
              {strings.nav.logout}
            </button>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}

function MobileMenu({ open, onClose, onLogout }: { open: boolean; onClose: () => void; onLogout: () => void }) {
  const item =
    'block rounded-lg px-3 py-2 text-base text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800';
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/80 backdrop-blur-[2px] transition-opacity data-closed:opacity-0"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 right-0 flex w-full max-w-xs flex-col overflow-y-auto bg-white p-4 shadow-xl transition duration-200 data-closed:translate-x-full dark:bg-zinc-900"
      >
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-bold">{strings.brand}</DialogTitle>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={strings.nav.closeMenu}>
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav className="mt-4 space-y-5" aria-label="Mobile">
          <Link
            to="/"
            className={item}
            onClick={onClose}
            activeOptions={{ exact: true }}
            activeProps={{ className: 'font-semibold text-accent!' }}
          >
            {strings.nav.home}
          </Link>
          {navGroups.map((group) => (
            <div key={group.label}>
              <p className="px-3 text-xs font-semibold tracking-wider text-zinc-500 uppercase">{group.label}</p>
              <div className="mt-1">
                {group.links.map((link) => (
                  <Link
                    key={link.to}
                    to={link.to}
                    className={item}
                    onClick={onClose}
                    activeProps={{ className: 'font-semibold text-accent!' }}
                  >
                    {link.label}
                  </Link>
                ))}
              </div>
            </div>
          ))}
          <div className="border-t border-zinc-200 pt-4 dark:border-zinc-800">
            <Link to="/profile" className={item} onClick={onClose}>
              {strings.nav.profile}
            </Link>
            <Link to="/settings" className={item} onClick={onClose}>
              {strings.nav.settings}
            </Link>
            <button
              type="button"
              className={`${item} w-full text-left`}
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              {strings.nav.logout}
            </button>
          </div>
        </nav>
      </DialogPanel>
    </Dialog>
  );
}

export function TopBar({ user }: { user: CurrentUser }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/85 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Brand />
        <nav className="hidden items-center gap-1 md:flex" aria-label="Main">
          {navGroups.map((group) => (
            <GroupMenu key={group.label} group={group} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeMenu />
          <div className="hidden md:block">
            <UserMenu user={user} onLogout={() => void logout()} />
          </div>
          <button
            type="button"
            className="icon-btn md:hidden"
            onClick={() => setMobileOpen(true)}
            aria-label={strings.nav.openMenu}
          >
            <MenuIcon className="size-5" aria-hidden />
          </button>
        </div>
      </div>
      <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} onLogout={() => void logout()} />
    </header>
  );
}
