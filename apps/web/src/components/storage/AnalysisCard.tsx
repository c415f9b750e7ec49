import type { ReactNode } from 'react';
import { AlertCircle, RefreshCw, type LucideIcon } from 'lucide-react';
import type { AiSource } from '@sous/domain';
import { errorMessage } from '../../lib/session';
import { storageStrings } from '../../lib/storageStrings';
import { Spinner } from '../Spinner';
import { AiSourceBadge } from '../ui/AiSourceBadge';

const s = storageStrings.analysis;

interface AnalysisQuery {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * One AI analysis: fetched on load and after each storage change, with a Refresh button, its
 * loading and empty states, the spec's failure text and the answer's source badge.
 */
export function AnalysisCard({
  title,
  description,
  icon: Icon,
  query,
  source,
  failure,
  empty,
  testId,
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  query: AnalysisQuery;
  source: AiSource | undefined;
  failure: string;
  /** The text when the answer has nothing; null when it has. */
  empty: string | null;
  testId: string;
  children: ReactNode;
}) {
  const headingId = `${testId}-heading`;
  return (
    <section
      className="card flex flex-col p-4 sm:p-5"
      aria-labelledby={headingId}
      aria-busy={query.isFetching}
      data-testid={testId}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
        </div>
        <button
          type="button"
          className="icon-btn -mt-1 -mr-1"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label={s.refreshLabel(title)}
          title={s.refresh}
        >
          <RefreshCw className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden />
        </button>
      </div>
      {source && !query.isError ? (
        <div className="mt-2">
          <AiSourceBadge source={source} />
        </div>
      ) : null}
      <div className="mt-3 flex-1">
        {query.isPending ? (
          <div
            className="flex items-center gap-2 py-6 text-sm text-zinc-600 dark:text-zinc-400"
            role="status"
            aria-live="polite"
          >
            <Spinner className="size-5" />
            {s.loading}
          </div>
        ) : query.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-2 rounded-lg bg-red-50 px-3 py-3 text-sm dark:bg-red-950/40"
          >
            <p className="flex items-center gap-2 font-medium text-red-700 dark:text-red-300">
              <AlertCircle className="size-4 shrink-0" aria-hidden />
              {failure}
            </p>
            {errorMessage(query.error, failure) !== failure ? (
              <p className="text-red-700/80 dark:text-red-300/80">{errorMessage(query.error, failure)}</p>
            ) : null}
            <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
              {storageStrings.page.retry}
            </button>
          </div>
        ) : empty !== null ? (
          <p className="py-6 text-center text-sm text-zinc-500 dark:text-zinc-400">{empty}</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
