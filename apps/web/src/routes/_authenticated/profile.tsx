import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Palette, ShieldCheck, UserRound } from 'lucide-react';
import * as z from 'zod/mini';
import { DangerZoneCard } from '../../components/account/DangerZoneCard';
import { PreferencesForm, ResetPreferencesButton } from '../../components/account/PreferencesForm';
import { ProfileInfoCard } from '../../components/account/ProfileInfoCard';
import { YourDataCard } from '../../components/account/YourDataCard';
import { AppearanceCard } from '../../components/settings/AppearanceCard';
import { ChangePasswordCard } from '../../components/settings/ChangePasswordCard';
import { FullPageSpinner } from '../../components/Spinner';
import { accountStrings } from '../../lib/accountStrings';
import { useCurrentUser } from '../../lib/auth';

const tabs = ['profile', 'preferences', 'security'] as const;
const s = accountStrings.profilePage;
const tabIcons = { profile: UserRound, preferences: Palette, security: ShieldCheck } as const;

export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: z.object({ tab: z.catch(z.optional(z.enum(tabs)), undefined) }),
  component: AccountManagement,
});

function AccountManagement() {
  const { data: user } = useCurrentUser();
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  if (!user) return <FullPageSpinner />;
  const selected = Math.max(0, tabs.indexOf(tab ?? 'profile'));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{s.title}</h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{s.subtitle}</p>
      </header>
      <TabGroup
        selectedIndex={selected}
        onChange={(index) => void navigate({ to: '/profile', search: { tab: tabs[index] }, replace: true })}
      >
        <TabList className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-200/70 p-1 dark:bg-zinc-800">
          {tabs.map((key) => {
            const Icon = tabIcons[key];
            return (
              <Tab
                key={key}
                className="flex items-center justify-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-zinc-600 transition focus:outline-none data-focus:ring-2 data-focus:ring-accent data-hover:text-zinc-900 data-selected:bg-white data-selected:text-zinc-900 data-selected:shadow-sm dark:text-zinc-400 dark:data-hover:text-white dark:data-selected:bg-zinc-950 dark:data-selected:text-white"
              >
                <Icon className="hidden size-4 sm:block" aria-hidden />
                {s.tabs[key]}
              </Tab>
            );
          })}
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel className="focus:outline-none">
            <ProfileInfoCard user={user} />
          </TabPanel>
          <TabPanel className="space-y-6 focus:outline-none">
            <AppearanceCard />
            <PreferencesForm />
            <div className="flex justify-end">
              <ResetPreferencesButton />
            </div>
          </TabPanel>
          <TabPanel className="space-y-6 focus:outline-none">
            <ChangePasswordCard />
            <YourDataCard />
            <DangerZoneCard />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}
