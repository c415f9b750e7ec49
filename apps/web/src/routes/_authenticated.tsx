import { createFileRoute, Navigate, Outlet, redirect } from '@tanstack/react-router';
import { FullPageSpinner } from '../components/Spinner';
import { usePreferencesFromAccount } from '../components/account/useAccount';
import { TopBar } from '../components/TopBar';
import { ensureCurrentUser, useCurrentUser } from '../lib/auth';

/** The main shell: signed-in only. Signed-out visitors go to /auth; a spinner shows while the user loads. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context }) => {
    const user = await ensureCurrentUser(context.utils);
    if (!user) throw redirect({ to: '/auth', replace: true });
  },
  pendingComponent: FullPageSpinner,
  pendingMs: 200,
  component: Shell,
});

function Shell() {
  const { data: user, isPending } = useCurrentUser();
  // Preferences live with the account: a fresh browser takes them on at sign-in.
  usePreferencesFromAccount(user);
  // The session can end while the shell is open (logout, a 401 anywhere): leave for /auth then.
  if (!user) return isPending ? <FullPageSpinner /> : <Navigate to="/auth" replace />;
  return (
    <div className="min-h-dvh">
      <TopBar user={user} />
      <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
