import { createFileRoute } from '@tanstack/react-router';
import { AiStatusCard } from '../../components/settings/AiStatusCard';
import { AppearanceCard } from '../../components/settings/AppearanceCard';
import { ChangePasswordCard } from '../../components/settings/ChangePasswordCard';
import { strings } from '../../lib/strings';

export const Route = createFileRoute('/_authenticated/settings')({
  component: Settings,
});

function Settings() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{strings.settings.title}</h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{strings.settings.subtitle}</p>
      </header>
      <AppearanceCard />
      <ChangePasswordCard />
      <AiStatusCard />
      <p className="text-sm text-zinc-500 dark:text-zinc-400">{strings.settings.more}</p>
    </div>
  );
}
