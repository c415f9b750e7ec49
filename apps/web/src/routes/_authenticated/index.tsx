import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { displayName, messages } from '@sous/domain';
import { SecretKeyDialog } from '../../components/auth/SecretKeyDialog';
import { GrocerySection } from '../../components/grocery/GrocerySection';
import { RecommendationsSection } from '../../components/RecommendationsSection';
import { useCurrentUser } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { storedProfileName } from '../../lib/session';
import { strings } from '../../lib/strings';

export const Route = createFileRoute('/_authenticated/')({
  validateSearch: z.object({ secretKey: z.catch(z.optional(z.string()), undefined) }),
  loader: ({ context }) => {
    // Warm the cache without blocking: the section shows its skeleton while it loads.
    void context.utils.grocery.list.prefetch();
  },
  component: Home,
});

function Home() {
  const { data: user } = useCurrentUser();
  const { secretKey } = Route.useSearch();
  const navigate = useNavigate();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  // ?secretKey= opens the mandatory dialog; the parameter leaves the address bar (and history) at once.
  useEffect(() => {
    if (secretKey === undefined) return;
    if (secretKey.trim()) setPendingKey(secretKey.trim());
    else notify.warning(messages.auth.registrationIssueUrlTitle, messages.auth.registrationIssueEmptyKey);
    void navigate({ to: '/', search: {}, replace: true });
  }, [secretKey, navigate]);

  const name = user ? (storedProfileName(user.id) ?? displayName(user)) : null;

  return (
    <div className="space-y-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {name ? strings.home.welcome(name) : messages.home.welcomeFallback}
        </h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{messages.home.subtitle}</p>
      </header>
      <GrocerySection />
      <RecommendationsSection />
      {pendingKey ? <SecretKeyDialog secretKey={pendingKey} onConfirm={() => setPendingKey(null)} /> : null}
    </div>
  );
}
