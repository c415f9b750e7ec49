import { Hourglass } from 'lucide-react';
import { isSpoilageRisk, soonestToSpoil } from '@sous/domain';
import { storageStrings } from '../../lib/storageStrings';
import { trpc } from '../../lib/trpc';
import { AnalysisCard } from './AnalysisCard';
import { analysisOptions, type StorageItemData } from './useStorage';
import { storageMessages } from '@sous/domain';

const s = storageStrings.analysis;

/** Days until each item spoils, soonest first; under 7 days is a risk, shown in red (spec part 2 §9). */
export function SpoilagePredictionsCard({ items }: { items: readonly StorageItemData[] }) {
  const query = trpc.storage.spoilagePrediction.useQuery(undefined, analysisOptions);
  const predictions = soonestToSpoil(query.data?.predictions ?? []);
  const names = new Map(items.map((item) => [item.id, item.name]));
  return (
    <AnalysisCard
      title={s.spoilageTitle}
      description={s.spoilageDescription}
      icon={Hourglass}
      query={query}
      source={query.data?.source}
      failure={storageMessages.spoilageFailed}
      empty={predictions.length === 0 ? s.spoilageEmpty : null}
      testId="spoilage-predictions"
    >
      <ul className="space-y-2">
        {predictions.map((prediction) => {
          const risk = isSpoilageRisk(prediction.daysUntilSpoilage);
          return (
            <li
              key={prediction.itemId}
              className={`rounded-lg border px-3 py-2 ${
                risk
                  ? 'border-red-200 bg-red-50 dark:border-red-900/70 dark:bg-red-950/40'
                  : 'border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-800/60'
              }`}
              data-testid="spoilage-prediction"
              data-risk={risk}
            >
              <div className="flex items-center justify-between gap-2">
                <p
                  className={`min-w-0 truncate font-medium ${risk ? 'text-red-800 dark:text-red-200' : 'text-zinc-900 dark:text-zinc-100'}`}
                >
                  {names.get(prediction.itemId) ?? s.unknownItem(prediction.itemId)}
                </p>
                <span
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
                    risk
                      ? 'bg-red-600 text-white dark:bg-red-500'
                      : 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300'
                  }`}
                  aria-label={s.daysLabel(prediction.daysUntilSpoilage)}
                >
                  {risk ? `${s.spoilageRisk} · ` : ''}
                  {s.days(prediction.daysUntilSpoilage)}
                </span>
              </div>
              <p
                className={`mt-0.5 text-sm ${risk ? 'text-red-700 dark:text-red-300' : 'text-zinc-600 dark:text-zinc-400'}`}
              >
                {prediction.recommendation}
              </p>
            </li>
          );
        })}
      </ul>
    </AnalysisCard>
  );
}
