import { useCallback, useEffect, useRef, useState } from 'react';
import { TRPCClientError } from '@trpc/client';
import { AlertCircle, AlertTriangle, ChefHat, Clock, Flame, ShoppingCart, Trash2, Wrench } from 'lucide-react';
import { EQUIPMENT_PREFERENCES, isInShoppingList, type AiSource } from '@sous/domain';
import { equipmentStrings } from '../../lib/equipmentStrings';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { useAddToShoppingList, type RecipeMatchData, type Recommendation, type ShoppingAddition } from './useEquipment';
import type { SessionItem } from './useShoppingSession';
import { equipmentMessages } from '@sous/domain';

const s = equipmentStrings.recommendations;
const m = equipmentMessages;

const priorityClasses = {
  high: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  low: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
} as const;

const isConflict = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 409;

function CardHeading({
  id,
  title,
  description,
  source,
}: {
  id: string;
  title: string;
  description: string;
  source?: AiSource | null;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
      </div>
      {source ? <AiSourceBadge source={source} /> : null}
    </div>
  );
}

/**
 * The Recommendations tab: opening it runs the analysis (recommendations and recipe matches);
 * the Shopping List card shows what this visit added.
 */
export function RecommendationsPanel({
  shopping,
  onAdded,
  onRemove,
  removing,
}: {
  shopping: SessionItem[];
  onAdded: (addition: ShoppingAddition) => void;
  onRemove: (entry: SessionItem) => void;
  removing: string | null;
}) {
  const recommendations = trpc.equipment.recommendations.useMutation();
  const matches = trpc.equipment.recipeMatches.useMutation();
  const warned = useRef(false);
  const started = useRef(false);
  const runRecommendations = recommendations.mutate;
  const runMatches = matches.mutate;

  const analyse = useCallback(() => {
    warned.current = false;
    // One warning for the pair: both calls fail together when the model is down.
    const warnOnce = (answer: { warning?: string | undefined }) => {
      if (!answer.warning || warned.current) return;
      warned.current = true;
      notify.warning(answer.warning);
    };
    const failed = (error: unknown) => {
      if (warned.current) return;
      warned.current = true;
      notify.error(m.analysisFailed, errorMessage(error, m.analysisFailed));
    };
    runRecommendations(undefined, { onSuccess: warnOnce, onError: failed });
    runMatches({ userPreferences: [...EQUIPMENT_PREFERENCES] }, { onSuccess: warnOnce, onError: failed });
  }, [runRecommendations, runMatches]);

  useEffect(() => {
    // Once per opening of the tab, also under StrictMode's double effect.
    if (started.current) return;
    started.current = true;
    analyse();
  }, [analyse]);

  const loading = recommendations.isPending || matches.isPending || recommendations.isIdle || matches.isIdle;
  const failed = recommendations.isError || matches.isError;
  const warning = recommendations.data?.warning ?? matches.data?.warning;

  return (
    <div className="space-y-6" data-testid="recommendations-panel">
      {loading ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-14 text-center" role="status" aria-live="polite">
          <Spinner className="size-8" />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{m.loading}</p>
        </div>
      ) : failed ? (
        <div role="alert" className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
          <AlertCircle className="size-10 text-red-500" aria-hidden />
          <p className="max-w-lg text-zinc-700 dark:text-zinc-300">{m.analysisFailed}</p>
          <button type="button" className="btn-secondary" onClick={analyse}>
            {s.retry}
          </button>
        </div>
      ) : (
        <>
          {warning ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-300"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {warning}
            </p>
          ) : null}
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <RecommendedEquipment
              list={recommendations.data?.recommendations ?? []}
              source={recommendations.data?.source ?? null}
              shopping={shopping}
              onAdded={onAdded}
            />
            <ShoppingListCard shopping={shopping} onRemove={onRemove} removing={removing} />
          </div>
          <RecipeMatches
            canMake={matches.data?.canMake ?? []}
            needsEquipment={matches.data?.needsEquipment ?? []}
            source={matches.data?.source ?? null}
          />
        </>
      )}
      {loading || failed ? <ShoppingListCard shopping={shopping} onRemove={onRemove} removing={removing} /> : null}
    </div>
  );
}

function RecommendedEquipment({
  list,
  source,
  shopping,
  onAdded,
}: {
  list: Recommendation[];
  source: AiSource | null;
  shopping: SessionItem[];
  onAdded: (addition: ShoppingAddition) => void;
}) {
  const add = useAddToShoppingList();
  const [adding, setAdding] = useState<string | null>(null);

  const addItem = (recommendation: Recommendation) => {
    setAdding(recommendation.name);
    add.mutate(
      { name: recommendation.name, estimatedPrice: recommendation.estimatedPrice, description: recommendation.reason },
      {
        onSuccess: (addition) => {
          onAdded(addition);
          notify.success(s.added, s.addedDescription(addition.item.name));
        },
        onError: (error) => {
          // A duplicate answers 409 with the spec's '{item} is already in your shopping list'.
          if (isConflict(error)) notify.warning(error.message);
          else notify.error(m.shoppingListFailed, errorMessage(error, m.shoppingListFailed));
        },
        onSettled: () => setAdding(null),
      },
    );
  };

  return (
    <section className="card space-y-4 p-5 lg:col-span-2" aria-labelledby="recommended-heading" data-testid="recommended-equipment">
      <CardHeading id="recommended-heading" title={s.recommendedTitle} description={s.recommendedDescription} source={source} />
      {list.length === 0 ? (
        <p className="py-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{s.noRecommendations}</p>
      ) : (
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {list.map((recommendation) => {
            const onList = isInShoppingList(
              shopping.map((entry) => entry.item),
              recommendation.name,
            );
            return (
              <li
                key={recommendation.name}
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start"
                data-testid="recommendation"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{recommendation.name}</h3>
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${priorityClasses[recommendation.priority]}`}>
                      {s.priority[recommendation.priority]}
                    </span>
                    <span className="badge">{recommendation.category}</span>
                  </div>
                  <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{recommendation.reason}</p>
                </div>
                <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                  <span className="text-lg font-semibold tabular-nums">{s.price(recommendation.estimatedPrice)}</span>
                  <button
                    type="button"
                    className="btn-secondary whitespace-nowrap"
                    disabled={adding === recommendation.name}
                    onClick={() => addItem(recommendation)}
                    aria-label={s.addToShoppingListLabel(recommendation.name)}
                  >
                    {adding === recommendation.name ? (
                      <Spinner className="size-4" />
                    ) : (
                      <ShoppingCart className="size-4" aria-hidden />
                    )}
                    {onList ? s.onList : s.addToShoppingList}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function ShoppingListCard({
  shopping,
  onRemove,
  removing,
}: {
  shopping: SessionItem[];
  onRemove: (entry: SessionItem) => void;
  removing: string | null;
}) {
  const total = shopping.reduce((sum, entry) => sum + (Number(entry.item.estimatedPrice) || 0), 0);
  return (
    <section className="card space-y-4 p-5" aria-labelledby="session-shopping-heading" data-testid="session-shopping-list">
      <CardHeading id="session-shopping-heading" title={s.shoppingTitle} description={s.shoppingDescription} />
      {shopping.length === 0 ? (
        <p className="py-4 text-center text-sm text-zinc-600 dark:text-zinc-400">{s.shoppingEmpty}</p>
      ) : (
        <>
          <ul className="space-y-2">
            {shopping.map((entry) => (
              <li
                key={entry.item.id}
                className="flex items-center gap-3 rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60"
                data-testid="session-shopping-item"
              >
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{entry.item.name}</span>
                {entry.item.estimatedPrice != null ? (
                  <span className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
                    {s.price(Number(entry.item.estimatedPrice))}
                  </span>
                ) : null}
                <button
                  type="button"
                  className="btn-ghost text-sm"
                  disabled={removing === entry.item.id}
                  onClick={() => onRemove(entry)}
                  aria-label={s.removeLabel(entry.item.name)}
                >
                  {removing === entry.item.id ? <Spinner className="size-4" /> : <Trash2 className="size-4" aria-hidden />}
                  {s.remove}
                </button>
              </li>
            ))}
          </ul>
          <p className="flex justify-between border-t border-zinc-200 pt-3 text-sm dark:border-zinc-800">
            <span className="text-zinc-600 dark:text-zinc-400">{s.total}</span>
            <span className="font-semibold tabular-nums">{s.price(total)}</span>
          </p>
        </>
      )}
    </section>
  );
}

function MatchCard({ match }: { match: RecipeMatchData }) {
  return (
    <li className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" data-testid="recipe-match">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">{match.title}</h4>
        <span className="badge">{s.difficulty[match.difficulty]}</span>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-500 dark:text-zinc-400">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {s.minutes(match.prepTime)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Flame className="size-3.5" aria-hidden />
          {s.kcal(match.nutritionInfo.calories)}
        </span>
      </p>
      <p className="mt-2 line-clamp-3 text-sm text-zinc-600 dark:text-zinc-400">{match.description}</p>
      {match.missingEquipment.length > 0 ? (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-orange-700 dark:text-orange-400" data-testid="missing-equipment">
          <Wrench className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>
            <span className="font-medium">{s.missing}:</span> {match.missingEquipment.join(', ')}
          </span>
        </p>
      ) : null}
    </li>
  );
}

/** How many matches a column shows before 'Show all'. */
const MATCHES_SHOWN = 5;

function MatchColumn({ title, empty, list, testId }: { title: string; empty: string; list: RecipeMatchData[]; testId: string }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? list : list.slice(0, MATCHES_SHOWN);
  return (
    <div data-testid={testId}>
      <h3 className="mb-3 flex items-center gap-2 font-semibold">
        <ChefHat className="size-4 text-accent" aria-hidden />
        {title}
        <span className="text-sm font-normal text-zinc-500 dark:text-zinc-400">({list.length})</span>
      </h3>
      {list.length === 0 ? (
        <p className="rounded-lg bg-zinc-50 px-3 py-4 text-center text-sm text-zinc-600 dark:bg-zinc-800/60 dark:text-zinc-400">
          {empty}
        </p>
      ) : (
        <>
          <ul className="space-y-3">
            {shown.map((match) => (
              <MatchCard key={match.title} match={match} />
            ))}
          </ul>
          {list.length > MATCHES_SHOWN ? (
            <button
              type="button"
              className="btn-ghost mt-2 text-sm"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? s.showFewer : s.showAll(list.length)}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

function RecipeMatches({
  canMake,
  needsEquipment,
  source,
}: {
  canMake: RecipeMatchData[];
  needsEquipment: RecipeMatchData[];
  source: AiSource | null;
}) {
  return (
    <section className="card space-y-5 p-5" aria-labelledby="recipe-matches-heading" data-testid="recipe-matches">
      <CardHeading id="recipe-matches-heading" title={s.matchesTitle} description={s.matchesDescription} source={source} />
      <div className="grid gap-6 md:grid-cols-2">
        <MatchColumn title={s.readyToCook} empty={s.noReady} list={canMake} testId="ready-to-cook" />
        <MatchColumn title={s.needEquipment} empty={s.noNeeds} list={needsEquipment} testId="need-equipment" />
      </div>
    </section>
  );
}
