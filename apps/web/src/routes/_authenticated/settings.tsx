import { createFileRoute, Link } from '@tanstack/react-router';
import { DangerZoneCard } from '../../components/account/DangerZoneCard';
import { ProfileSettingsCard } from '../../components/account/ProfileSettingsCard';
import { AiStatusCard } from '../../components/settings/AiStatusCard';
import { FullPageSpinner } from '../../components/Spinner';
import { accountStrings } from '../../lib/accountStrings';
import { useCurrentUser } from '../../lib/auth';

const s = accountStrings.settingsPage;

export const Route = createFileRoute('/_authenticated/settings')({
  component: ProfileSettings,
});

function ProfileSettings() {
  const { data: user } = useCurrentUser();
  if (!user) return <FullPageSpinner />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{s.title}</h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{s.subtitle}</p>
      </header>
      <ProfileSettingsCard user={user} />
      <AiStatusCard />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {s.allPreferences}{' '}
        <Link to="/profile" search={{ tab: 'preferences' }} className="link">
          {s.allPreferencesLink}
        </Link>
        .
      </p>
      <DangerZoneCard />
    </div>
  );
}
