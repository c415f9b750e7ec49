import { AlertCircle, MessagesSquare } from 'lucide-react';
import { postScopes, postTypeFilters, type PostScope, type PostTypeFilter } from '@sous/domain';
import { useCurrentUser } from '../../lib/auth';
import { communityStrings } from '../../lib/communityStrings';
import { trpc } from '../../lib/trpc';
import { GoalBanner } from '../recipes/GoalBanner';
import { Spinner } from '../Spinner';
import { useHiddenPosts } from './hiddenPosts';
import { PostCard } from './PostCard';
import { communityMessages } from '@sous/domain';

const m = communityMessages;
const s = communityStrings.page;

export type TypeFilter = PostTypeFilter;
export type ScopeFilter = PostScope;

export const typeFilters = postTypeFilters.map((value) => ({ value, label: m.filters[value] }));
const scopeLabels: Record<PostScope, string> = { all: m.filters.allPosts, mine: m.filters.myPosts };
export const scopeFilters = postScopes.map((value) => ({ value, label: scopeLabels[value] }));

/** A row of toggle buttons; exactly one is pressed. */
export function FilterGroup<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800/70"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 transition-colors hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent aria-pressed:bg-white aria-pressed:text-zinc-900 aria-pressed:shadow-sm dark:text-zinc-400 dark:hover:text-white dark:aria-pressed:bg-zinc-900 dark:aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The posts of the chosen type and scope, newest first, without those hidden on this device. */
export function CommunityFeed({ type, scope }: { type: TypeFilter; scope: ScopeFilter }) {
  const { data: user } = useCurrentUser();
  const { hidden, hide } = useHiddenPosts(user?.id);
  const posts = trpc.community.list.useQuery({ type, scope });

  if (posts.isPending) {
    return (
      <div className="flex justify-center py-16" role="status" aria-live="polite">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (posts.isError) {
    return (
      <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" role="alert">
        <AlertCircle className="size-8 text-red-500" aria-hidden />
        <p className="font-semibold">{s.loadFailed}</p>
        <button type="button" className="btn-secondary" onClick={() => void posts.refetch()}>
          {s.retry}
        </button>
      </div>
    );
  }

  const visible = posts.data.filter((post) => !hidden.has(post.id));
  if (visible.length === 0) {
    return (
      <div className="card flex flex-col items-center gap-2 px-6 py-14 text-center" data-testid="posts-empty">
        <MessagesSquare className="size-9 text-zinc-400" aria-hidden />
        <p className="font-semibold">{m.empty}</p>
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{scope === 'mine' ? s.emptyMineHint : s.emptyHint}</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {visible.some((post) => post.type === 'RECIPE_SHARE') ? <GoalBanner /> : null}
      <ul className="space-y-4" aria-label={s.title}>
        {visible.map((post) => (
          <li key={post.id}>
            <PostCard post={post} currentUserId={user?.id} onHidden={hide} />
          </li>
        ))}
      </ul>
    </div>
  );
}
