import { useState } from 'react';
import { BookmarkPlus, EyeOff, Lightbulb, MapPin, Pencil, Soup, Trash2, UtensilsCrossed } from 'lucide-react';
import { type PostType } from '@sous/domain';
import { communityStrings, relativeTime } from '../../lib/communityStrings';
import { RecipeCard } from '../recipes/RecipeCard';
import { Spinner } from '../Spinner';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PostFormDialog } from './PostFormDialog';
import { useDeletePost, useForkRecipe, type PostData } from './useCommunity';
import { communityMessages } from '@sous/domain';

const m = communityMessages;
const s = communityStrings.post;

const typeStyles: Record<PostType, { icon: typeof Soup; className: string }> = {
  RECIPE_SHARE: {
    icon: Soup,
    className:
      'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-900',
  },
  FOOD_RESCUE: {
    icon: UtensilsCrossed,
    className: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-300 dark:ring-amber-900',
  },
  COOKING_TIP: {
    icon: Lightbulb,
    className: 'bg-sky-50 text-sky-700 ring-sky-200 dark:bg-sky-950/60 dark:text-sky-300 dark:ring-sky-900',
  },
};

export function PostTypeBadge({ type }: { type: PostType }) {
  const { icon: Icon, className } = typeStyles[type];
  return (
    <span
      data-testid="post-type"
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${className}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {m.typeLabels[type]}
    </span>
  );
}

/** One post: author, type, age, text, pickup place or shared recipe, and the actions the viewer may take. */
export function PostCard({
  post,
  currentUserId,
  onHidden,
}: {
  post: PostData;
  currentUserId: number | undefined;
  onHidden: (id: number) => void;
}) {
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const remove = useDeletePost(onHidden);
  const fork = useForkRecipe();
  const own = currentUserId !== undefined && post.userId === currentUserId;
  const { recipe } = post;
  const canFork = !!recipe && recipe.createdBy !== currentUserId;
  const edited = post.updatedAt !== post.createdAt;

  return (
    <article
      className="card p-4 sm:p-5"
      aria-label={`${m.typeLabels[post.type]}: ${post.username}`}
      data-testid="post-card"
    >
      <header className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent uppercase"
        >
          {post.username.slice(0, 2)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate font-semibold" data-testid="post-author">
              {post.username}
            </span>
            {own ? <span className="badge">{s.you}</span> : null}
            <PostTypeBadge type={post.type} />
          </div>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            <time dateTime={post.createdAt} title={new Date(post.createdAt).toLocaleString()}>
              {relativeTime(post.createdAt)}
            </time>
            {edited ? ` · ${s.edited}` : null}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {own ? (
            <>
              <button
                type="button"
                className="icon-btn"
                onClick={() => setEditOpen(true)}
                aria-label={s.editLabel(post.username)}
                title={s.edit}
              >
                <Pencil className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                className="icon-btn hover:text-red-600 dark:hover:text-red-400"
                onClick={() => setDeleteOpen(true)}
                aria-label={s.deleteLabel}
                title={s.delete}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </>
          ) : (
            <button
              type="button"
              className="icon-btn"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: post.id })}
              aria-label={s.hideLabel(post.username)}
              title={s.hide}
            >
              {remove.isPending ? <Spinner className="size-4" /> : <EyeOff className="size-4" aria-hidden />}
            </button>
          )}
        </div>
      </header>

      <p
        className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-zinc-800 dark:text-zinc-200"
        data-testid="post-content"
      >
        {post.content}
      </p>

      {post.type === 'FOOD_RESCUE' && post.location ? (
        <p
          className="mt-3 inline-flex items-center gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
          data-testid="post-location"
        >
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">{s.pickup}: </span>
          {post.location}
        </p>
      ) : null}

      {recipe ? (
        <div className="mt-4 max-w-sm space-y-2">
          <RecipeCard recipe={recipe} compact />
          {canFork ? (
            <button
              type="button"
              className="btn-secondary w-full"
              disabled={fork.isPending}
              onClick={() => fork.mutate({ id: recipe.id })}
              aria-label={s.forkLabel(recipe.title)}
            >
              {fork.isPending ? <Spinner className="size-4" /> : <BookmarkPlus className="size-4" aria-hidden />}
              {fork.isPending ? s.forking : s.fork}
            </button>
          ) : null}
        </div>
      ) : post.recipeRemoved ? (
        <p
          className="mt-3 rounded-lg border border-dashed border-zinc-300 px-3 py-2 text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400"
          data-testid="recipe-removed"
        >
          {s.removedRecipe}
        </p>
      ) : null}

      {own ? (
        <>
          <PostFormDialog open={editOpen} onClose={() => setEditOpen(false)} post={post} />
          <ConfirmDialog
            open={deleteOpen}
            onClose={() => setDeleteOpen(false)}
            title={m.deleteConfirm}
            description={s.deleteDescription}
            confirmLabel={s.delete}
            pendingLabel={s.deleting}
            cancelLabel={s.cancel}
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ id: post.id }, { onSuccess: () => setDeleteOpen(false) })}
          />
        </>
      ) : null}
    </article>
  );
}
