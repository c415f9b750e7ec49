import { AlertCircle, Eye, Lightbulb, NotebookPen, RefreshCw, Sparkles, Star } from 'lucide-react';
import { recipeStrings } from '../../lib/recipeStrings';
import { trpc, type MoodInsightsData } from '../../lib/trpc';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { journalMessages } from '@sous/domain';

const s = recipeStrings.insights;
const j = journalMessages;

/** Spec part 1 §9: insights are stale after 5 minutes, kept 10 minutes, retried once. */
const INSIGHTS_STALE_MS = 5 * 60 * 1000;
const INSIGHTS_GC_MS = 10 * 60 * 1000;

type InsightType = MoodInsightsData['patterns'][number]['insights'][number]['type'];

const insightStyle: Record<InsightType, { icon: typeof Star; className: string }> = {
  highlight: {
    icon: Star,
    className:
      'border-green-200 bg-green-50 text-green-900 dark:border-green-900 dark:bg-green-950/50 dark:text-green-200',
  },
  observation: {
    icon: Eye,
    className: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-200',
  },
  tip: {
    icon: Lightbulb,
    className:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-200',
  },
};

/** Mood Insights & Patterns: asked for only while open (spec part 1 §4 "Journal insights"). */
export function MoodInsightsDialog({ open, onClose, recipeId }: { open: boolean; onClose: () => void; recipeId: number }) {
  const insights = trpc.mood.insights.useQuery(
    { recipeId },
    { enabled: open, staleTime: INSIGHTS_STALE_MS, gcTime: INSIGHTS_GC_MS, retry: 1 },
  );

  return (
    <Modal open={open} onClose={onClose} title={s.title} size="lg">
      <div data-testid="insights-dialog" className="space-y-5">
        {insights.isPending ? (
          <div className="flex flex-col items-center gap-3 py-10" role="status" aria-live="polite">
            <Spinner className="size-8" />
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.loading}</p>
          </div>
        ) : insights.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
            <AlertCircle className="size-8 text-red-500" aria-hidden />
            <p className="font-semibold">{j.insightsFailed}</p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{j.insightsFailedRetry}</p>
            <button type="button" className="btn-secondary" onClick={() => void insights.refetch()}>
              <RefreshCw className="size-4" aria-hidden />
              {s.retry}
            </button>
          </div>
        ) : insights.data.entryCount === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <NotebookPen className="size-8 text-zinc-300 dark:text-zinc-600" aria-hidden />
            <p className="font-semibold">{j.noEntries}</p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{j.noEntriesDescription}</p>
          </div>
        ) : (
          <InsightsBody insights={insights.data} />
        )}

        <div className="flex flex-col-reverse gap-2 border-t border-zinc-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800">
          <div>{insights.data && insights.data.entryCount > 0 ? <AiSourceBadge source={insights.data.source} /> : null}</div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {s.close}
            </button>
            {insights.data && !insights.isError ? (
              <button
                type="button"
                className="btn-secondary"
                disabled={insights.isFetching}
                onClick={() => void insights.refetch()}
              >
                <RefreshCw className={`size-4 ${insights.isFetching ? 'animate-spin' : ''}`} aria-hidden />
                {s.refresh}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </Modal>
  );
}

function InsightsBody({ insights }: { insights: MoodInsightsData }) {
  return (
    <>
      <section>
        <h3 className="mb-1 text-sm font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
          {s.summary}
        </h3>
        <p className="text-sm text-zinc-800 dark:text-zinc-200">{insights.summary}</p>
      </section>

      {insights.patterns.length > 0 ? (
        <section className="space-y-3">
          <h3 className="text-sm font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
            {s.patterns}
          </h3>
          {insights.patterns.map((pattern, index) => (
            <div key={index} className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                <span className="badge">{pattern.category}</span>
                {pattern.title}
              </p>
              <ul className="mt-2 space-y-2">
                {pattern.insights.map((insight, position) => {
                  const { icon: Icon, className } = insightStyle[insight.type];
                  return (
                    <li
                      key={position}
                      data-insight-type={insight.type}
                      className={`flex gap-2 rounded-md border px-2.5 py-2 text-sm ${className}`}
                    >
                      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
                      <span>
                        <span className="sr-only">{s.types[insight.type]}: </span>
                        {insight.content}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </section>
      ) : null}

      {insights.recommendations.items.length > 0 ? (
        <section>
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
            <Sparkles className="size-4 text-accent" aria-hidden />
            {insights.recommendations.title}
          </h3>
          <ul className="space-y-2">
            {insights.recommendations.items.map((item, index) => (
              <li key={index} className="text-sm">
                <span className="font-medium">{item.focus}: </span>
                <span className="text-zinc-700 dark:text-zinc-300">{item.suggestion}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
