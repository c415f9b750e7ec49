import { useState } from 'react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { ChefHat } from 'lucide-react';
import * as z from 'zod/mini';
import { messages, SECRET_KEY_POLL_MS, SECRET_KEY_POLL_TRIES } from '@sous/domain';
import { LoginForm } from '../components/auth/LoginForm';
import { MarketingPanel } from '../components/auth/MarketingPanel';
import { RegisterForm, type Registered } from '../components/auth/RegisterForm';
import { ResetPasswordDialog } from '../components/auth/ResetPasswordDialog';
import { SecretKeyDialog } from '../components/auth/SecretKeyDialog';
import { ThemeMenu } from '../components/ThemeMenu';
import { ensureCurrentUser, useSignIn } from '../lib/auth';
import { notify } from '../lib/notify';
import { strings } from '../lib/strings';
import { trpc } from '../lib/trpc';

const tabs = ['login', 'register'] as const;
const authSearch = z.object({ tab: z.catch(z.optional(z.enum(tabs)), undefined) });

export const Route = createFileRoute('/auth')({
  validateSearch: authSearch,
  beforeLoad: async ({ context }) => {
    const user = await ensureCurrentUser(context.utils);
    if (user) throw redirect({ to: '/', replace: true });
  },
  component: AuthPage,
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function AuthPage() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const utils = trpc.useUtils();
  const [resetOpen, setResetOpen] = useState(false);
  // The key lives only in memory: never in the address bar, history or storage.
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const onRegistered = ({ user, token, secretKey }: Registered) => {
    signIn(user, token);
    if (!secretKey) {
      notify.warning(messages.auth.registrationIssueTitle, messages.auth.registrationIssueNoKey);
      void navigate({ to: '/' });
      return;
    }
    setPendingKey(secretKey);
  };

  /** After confirming, wait for the signed-in user (every 500 ms, 10 tries), then go home regardless. */
  const onConfirmed = async () => {
    setFinishing(true);
    for (let attempt = 0; attempt < SECRET_KEY_POLL_TRIES; attempt += 1) {
      const user = await utils.auth.me.fetch().catch(() => null);
      if (user) break;
      await wait(SECRET_KEY_POLL_MS);
    }
    setPendingKey(null);
    await navigate({ to: '/', replace: true });
  };

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <MarketingPanel />
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-2 text-lg font-bold">
            <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-white">
              <ChefHat className="size-5" aria-hidden />
            </span>
            {strings.brand}
          </div>
          <ThemeMenu />
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-md">
            <TabGroup
              selectedIndex={tab === 'register' ? 1 : 0}
              onChange={(index) => void navigate({ to: '/auth', search: { tab: tabs[index] }, replace: true })}
            >
              <TabList className="grid grid-cols-2 gap-1 rounded-xl bg-zinc-200/70 p-1 dark:bg-zinc-800">
                {[strings.auth.loginTab, strings.auth.registerTab].map((label) => (
                  <Tab
                    key={label}
                    className="rounded-lg px-3 py-2 text-sm font-medium text-zinc-600 transition focus:outline-none data-focus:ring-2 data-focus:ring-accent data-hover:text-zinc-900 data-selected:bg-white data-selected:text-zinc-900 data-selected:shadow-sm dark:text-zinc-400 dark:data-hover:text-white dark:data-selected:bg-zinc-950 dark:data-selected:text-white"
                  >
                    {label}
                  </Tab>
                ))}
              </TabList>
              <TabPanels className="card mt-4 p-6 sm:p-8">
                <TabPanel className="focus:outline-none">
                  <h1 className="text-2xl font-bold tracking-tight">{strings.auth.loginTitle}</h1>
                  <p className="mt-1 mb-6 text-sm text-zinc-600 dark:text-zinc-400">{strings.auth.loginSubtitle}</p>
                  <LoginForm onForgotPassword={() => setResetOpen(true)} />
                </TabPanel>
                <TabPanel className="focus:outline-none">
                  <h1 className="text-2xl font-bold tracking-tight">{strings.auth.registerTitle}</h1>
                  <p className="mt-1 mb-6 text-sm text-zinc-600 dark:text-zinc-400">{strings.auth.registerSubtitle}</p>
                  <RegisterForm onRegistered={onRegistered} />
                </TabPanel>
              </TabPanels>
            </TabGroup>
          </div>
        </div>
      </main>
      <ResetPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
      {pendingKey ? (
        <SecretKeyDialog secretKey={pendingKey} busy={finishing} onConfirm={() => void onConfirmed()} />
      ) : null}
    </div>
  );
}
