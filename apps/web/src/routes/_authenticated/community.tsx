import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import {
  CommunityFeed,
  FilterGroup,
  scopeFilters,
  typeFilters,
  type ScopeFilter,
  type TypeFilter,
} from '../../components/community/CommunityFeed';
import { PostFormDialog } from '../../components/community/PostFormDialog';
import { communityStrings } from '../../lib/communityStrings';

const s = communityStrings.page;

export const Route = createFileRoute('/_authenticated/community')({
  loader: ({ context }) => {
    // Warm the caches without blocking: the feed shows its spinner while they load.
    void context.utils.community.list.prefetch({ type: 'all', scope: 'all' });
    void context.utils.nutrition.currentGoal.prefetch();
  },
  component: CommunityPage,
});

function CommunityPage() {
  const [type, setType] = useState<TypeFilter>('all');
  const [scope, setScope] = useState<ScopeFilter>('all');
  const [createOpen, setCreateOpen] = useState(false);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{s.title}</h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{s.subtitle}</p>
        </div>
        <button type="button" className="btn-primary self-start sm:self-auto" onClick={() => setCreateOpen(true)}>
          <Plus className="size-4" aria-hidden />
          {s.createPost}
        </button>
      </header>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <FilterGroup label={s.typeFilter} options={typeFilters} value={type} onChange={setType} />
        <FilterGroup label={s.scopeFilter} options={scopeFilters} value={scope} onChange={setScope} />
      </div>

      <CommunityFeed type={type} scope={scope} />

      <PostFormDialog open={createOpen} onClose={() => setCreateOpen(false)} />
    </div>
  );
}
