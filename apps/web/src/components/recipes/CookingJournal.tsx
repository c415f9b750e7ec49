import { useId, useState, type FormEvent } from 'react';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { BookHeart, ChevronDown, Lightbulb, Trash2 } from 'lucide-react';
import { canTrackMood } from '@sous/domain';
import { notify } from '../../lib/notify';
import { recipeStrings } from '../../lib/recipeStrings';
import { strings } from '../../lib/strings';
import { errorMessage } from '../../lib/session';
import { trpc, type MoodEntryData } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { MoodInsightsDialog } from './MoodInsightsDialog';
import { journalMessages } from '@sous/domain';

const s = recipeStrings.journal;
const j = journalMessages;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The recipe's Cooking Experience Journal, collapsed until opened so a grid of cards asks for nothing. */
export function CookingJournal({ recipeId }: { recipeId: number }) {
  return (
    <Disclosure as="section" className="border-t border-zinc-200 dark:border-zinc-800" data-testid="journal">
      <DisclosureButton className="group flex w-full items-center justify-between gap-2 px-4 py-3 text-sm font-medium text-zinc-700 hover:bg-zinc-50 dark:text-zinc-300 dark:hover:bg-zinc-800/50">
        <span className="flex items-center gap-2">
          <BookHeart className="size-4 text-accent" aria-hidden />
          {s.title}
        </span>
        <ChevronDown className="size-4 transition-transform group-data-open:rotate-180" aria-hidden />
      </DisclosureButton>
      <DisclosurePanel className="px-4 pb-4">
        <JournalBody recipeId={recipeId} />
      </DisclosurePanel>
    </Disclosure>
  );
}

function JournalBody({ recipeId }: { recipeId: number }) {
  const [entry, setEntry] = useState('');
  const [insightsOpen, setInsightsOpen] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<MoodEntryData | null>(null);
  const entryId = useId();
  const utils = trpc.useUtils();
  const entries = trpc.mood.list.useQuery({ recipeId });
  const create = trpc.mood.create.useMutation({
    onSuccess: () => {
      setEntry('');
      notify.success(j.tracked);
    },
    onError: (error) => notify.error(s.saveFailed, errorMessage(error, j.entryRequired)),
    onSettled: () => utils.mood.invalidate(),
  });
  const remove = trpc.mood.delete.useMutation({
    onSuccess: () => {
      setPendingDelete(null);
      notify.success(j.entryDeleted);
    },
    onError: () => notify.error(s.errorTitle, j.deleteFailed),
    onSettled: () => utils.mood.invalidate(),
  });

  const submit = (event: Pick<FormEvent, 'preventDefault'>) => {
    event.preventDefault();
    if (!canTrackMood(entry, create.isPending)) return;
    create.mutate({ recipeId, entry: entry.trim() });
  };

  return (
    <div className="space-y-3">
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={entryId} className="sr-only">
          {s.entryLabel}
        </label>
        <textarea
          id={entryId}
          className="input min-h-20 resize-y"
          placeholder={s.placeholder}
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter saves; a plain Enter is a new line in the journal.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={!canTrackMood(entry, create.isPending)}>
            {create.isPending ? <Spinner className="size-4 text-white" /> : null}
            {create.isPending ? s.tracking : s.track}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setInsightsOpen(true)}>
            <Lightbulb className="size-4" aria-hidden />
            {s.viewInsights}
          </button>
        </div>
      </form>

      {entries.isPending ? (
        <div className="flex justify-center py-3" role="status" aria-label={strings.loading}>
          <Spinner className="size-5" />
        </div>
      ) : entries.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {s.loadFailed}{' '}
          <button type="button" className="link" onClick={() => void entries.refetch()}>
            {recipeStrings.page.retry}
          </button>
        </p>
      ) : entries.data.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.empty}</p>
      ) : (
        <ul className="max-h-72 space-y-2 overflow-y-auto" aria-label={s.entries(entries.data.length)}>
          {entries.data.map((item) => (
            <li
              key={item.timestamp}
              className="rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800"
              data-testid="journal-entry"
            >
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 whitespace-pre-wrap break-words">{item.entry}</p>
                <button
                  type="button"
                  className="-mt-1 -mr-1 shrink-0 rounded p-1 text-zinc-400 hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950"
                  aria-label={s.deleteEntry}
                  onClick={() => setPendingDelete(item)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-1.5">
                {item.emotions.map((emotion) => (
                  <span key={emotion} className="badge">
                    {emotion}
                  </span>
                ))}
                <time dateTime={item.timestamp} className="ml-auto text-xs text-zinc-500 dark:text-zinc-400">
                  {timeFormat.format(new Date(item.timestamp))}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={s.deleteTitle}
        description={s.deleteBody}
        confirmLabel={recipeStrings.card.delete}
        pendingLabel={recipeStrings.card.deleting}
        cancelLabel={recipeStrings.card.cancel}
        pending={remove.isPending}
        onConfirm={() => pendingDelete && remove.mutate({ recipeId, timestamp: pendingDelete.timestamp })}
      />
      <MoodInsightsDialog open={insightsOpen} onClose={() => setInsightsOpen(false)} recipeId={recipeId} />
    </div>
  );
}
