import { useState, type ReactNode } from 'react';
import {
  AlertCircle,
  ArrowRight,
  BookOpenText,
  CheckCircle2,
  HandPlatter,
  Repeat,
  Sparkles,
  Wheat,
} from 'lucide-react';
import { sustainabilityBadge } from '@sous/domain';
import { useCurrentUser } from '../../lib/auth';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { badgeColourClasses } from '../ui/colours';
import { Part, Section } from './CuisineOverview';
import type { CulturalRecipeData } from './useCuisines';
import { cuisineMessages } from '@sous/domain';

const s = cuisineStrings.recipe;
const m = cuisineMessages;

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300">
      <AlertCircle className="size-4 shrink-0" aria-hidden />
      <span>{message}</span>
      <button type="button" className="link" onClick={onRetry}>
        {s.retry}
      </button>
    </div>
  );
}

function Loading() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
      <Spinner className="size-4" />
      {s.loading}
    </p>
  );
}

function ShowButton({
  label,
  onClick,
  busy,
  icon,
}: {
  label: string;
  onClick: () => void;
  busy: boolean;
  icon: ReactNode;
}) {
  return (
    <button type="button" className="btn-secondary" onClick={onClick} disabled={busy}>
      {busy ? <Spinner className="size-4" /> : icon}
      {label}
    </button>
  );
}

const impactTone = {
  minimal: 'text-emerald-700 dark:text-emerald-400',
  moderate: 'text-amber-700 dark:text-amber-400',
  significant: 'text-red-700 dark:text-red-400',
} as const;

/** Substitutes for what the user's pantry lacks, with the authenticity score (spec part 2 §2). */
function Substitutions({ recipeId }: { recipeId: number }) {
  const { data: user } = useCurrentUser();
  const [shown, setShown] = useState(false);
  const answer = trpc.cuisine.substitutions.useQuery(
    { id: recipeId },
    { enabled: shown && Boolean(user), retry: false },
  );

  return (
    <Section
      title={s.substitutions}
      icon={<Repeat className="size-5 text-accent" aria-hidden />}
      testId="substitutions"
      action={
        user && !answer.data ? (
          <ShowButton
            label={s.showSubstitutions}
            busy={shown && answer.isFetching}
            onClick={() => (shown ? void answer.refetch() : setShown(true))}
            icon={<Repeat className="size-4" aria-hidden />}
          />
        ) : answer.data ? (
          <AiSourceBadge source={answer.data.source} />
        ) : null
      }
    >
      {!user ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{m.signInForSubstitutions}</p>
      ) : !shown ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.substitutionsHint}</p>
      ) : answer.isPending ? (
        <Loading />
      ) : answer.isError ? (
        <Failure message={m.substitutionsFailed} onRetry={() => void answer.refetch()} />
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-medium">{s.authenticity}</span>
            <span
              data-testid="authenticity-score"
              className={`rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ${badgeColourClasses[sustainabilityBadge(answer.data.authenticityScore)]}`}
            >
              {answer.data.authenticityScore}/100
            </span>
          </div>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{answer.data.authenticityFeedback}</p>
          {answer.data.substitutions.length === 0 ? (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.noSubstitutions}</p>
          ) : (
            <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
              {answer.data.substitutions.map((entry) => (
                <li key={`${entry.original}-${entry.substitute}`} className="py-3" data-testid="substitution">
                  <div className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    <span>{entry.original}</span>
                    <ArrowRight className="size-4 text-zinc-400" aria-label="replaced by" />
                    <span>{entry.substitute}</span>
                    {entry.inPantry ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                        <CheckCircle2 className="size-3.5" aria-hidden />
                        {s.inPantry}
                      </span>
                    ) : null}
                  </div>
                  <p className={`mt-0.5 text-xs font-medium ${impactTone[entry.flavorImpact]}`}>
                    {s.flavorImpact(entry.flavorImpact)}
                  </p>
                  {entry.notes ? <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{entry.notes}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Section>
  );
}

function Pairings({ recipe }: { recipe: CulturalRecipeData }) {
  const [shown, setShown] = useState(false);
  const answer = trpc.cuisine.pairings.useQuery({ id: recipe.id }, { enabled: shown, retry: false });
  const groups = answer.data
    ? ([
        [s.mainDishes, answer.data.mainDishes],
        [s.sideDishes, answer.data.sideDishes],
        [s.desserts, answer.data.desserts],
        [s.beverages, answer.data.beverages],
      ] as const)
    : [];
  const known = groups.some(([, entries]) => entries.length > 0);

  return (
    <Section
      title={s.complementary}
      icon={<HandPlatter className="size-5 text-accent" aria-hidden />}
      testId="pairings"
      action={
        answer.data ? (
          <AiSourceBadge source={answer.data.source} />
        ) : (
          <ShowButton
            label={s.showPairings}
            busy={shown && answer.isFetching}
            onClick={() => (shown ? void answer.refetch() : setShown(true))}
            icon={<HandPlatter className="size-4" aria-hidden />}
          />
        )
      }
    >
      <div className="space-y-3">
        {recipe.complementaryDishes.length > 0 ? (
          <Part label={s.complementary} list={recipe.complementaryDishes} />
        ) : null}
        {!shown ? null : answer.isPending ? (
          <Loading />
        ) : answer.isError ? (
          <Failure message={m.pairingsFailed} onRetry={() => void answer.refetch()} />
        ) : known ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {groups.map(([label, entries]) => (
              <Part key={label} label={label} list={entries} />
            ))}
          </div>
        ) : (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.noPairings}</p>
        )}
      </div>
    </Section>
  );
}

function Etiquette({ recipeId }: { recipeId: number }) {
  const [shown, setShown] = useState(false);
  const answer = trpc.cuisine.etiquette.useQuery({ id: recipeId }, { enabled: shown, retry: false });
  const label = answer.data ? s.generateNewEtiquette : s.generateEtiquette;

  return (
    <Section
      title={s.etiquette}
      icon={<Sparkles className="size-5 text-accent" aria-hidden />}
      testId="etiquette"
      action={
        <div className="flex flex-wrap items-center gap-2">
          {answer.data ? <AiSourceBadge source={answer.data.source} /> : null}
          <ShowButton
            label={label}
            busy={shown && answer.isFetching}
            onClick={() => (shown ? void answer.refetch() : setShown(true))}
            icon={<Sparkles className="size-4" aria-hidden />}
          />
        </div>
      }
    >
      {!shown ? null : answer.isPending ? (
        <Loading />
      ) : answer.isError ? (
        <Failure message={m.etiquetteFailed} onRetry={() => void answer.refetch()} />
      ) : (
        <div className="space-y-3">
          <Part label={s.presentation} text={answer.data.presentation} />
          <Part label={s.customs} list={answer.data.customs} />
          <Part label={s.servingOrder} list={answer.data.servingOrder} />
          <Part label={s.taboos} list={answer.data.taboos} />
        </div>
      )}
    </Section>
  );
}

/** The Ingredients & Cultural tab. */
export function RecipeCulture({
  recipe,
  ingredientsAction,
}: {
  recipe: CulturalRecipeData;
  ingredientsAction: ReactNode;
}) {
  const substitutes = Object.entries(recipe.localSubstitutes);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Section
        title={s.authenticIngredients}
        icon={<Wheat className="size-5 text-accent" aria-hidden />}
        action={ingredientsAction}
      >
        {recipe.ingredients.length > 0 ? (
          <ul className="space-y-1 text-sm" data-testid="authentic-ingredients">
            {recipe.ingredients.map((line) => (
              <li key={`${line.amount}-${line.item}`} className="flex gap-2">
                <span className="min-w-20 shrink-0 font-medium text-zinc-900 dark:text-white">{line.amount}</span>
                <span className="text-zinc-700 dark:text-zinc-300">
                  {line.item}
                  {line.notes ? <span className="text-zinc-500 dark:text-zinc-400"> ({line.notes})</span> : null}
                </span>
              </li>
            ))}
          </ul>
        ) : recipe.authenticIngredients.length > 0 ? (
          <ul
            className="list-disc space-y-1 pl-5 text-sm text-zinc-700 dark:text-zinc-300"
            data-testid="authentic-ingredients"
          >
            {recipe.authenticIngredients.map((ingredient) => (
              <li key={ingredient}>{ingredient}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.noIngredients}</p>
        )}
      </Section>
      <Section title={s.localSubstitutes} icon={<Repeat className="size-5 text-accent" aria-hidden />}>
        {substitutes.length > 0 ? (
          <ul className="space-y-1.5 text-sm">
            {substitutes.map(([original, substitute]) => (
              <li key={original} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{original}</span>
                <ArrowRight className="size-3.5 text-zinc-400" aria-label="replaced by" />
                <span className="text-zinc-700 dark:text-zinc-300">{substitute}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.noLocalSubstitutes}</p>
        )}
      </Section>
      <div className="lg:col-span-2">
        <Substitutions recipeId={recipe.id} />
      </div>
      <Pairings recipe={recipe} />
      <Etiquette recipeId={recipe.id} />
      <div className="lg:col-span-2">
        <Section title={s.history} icon={<BookOpenText className="size-5 text-accent" aria-hidden />}>
          {recipe.culturalNotes || recipe.servingSuggestions.length > 0 ? (
            <div className="space-y-3">
              {recipe.culturalNotes ? (
                <p className="text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">{recipe.culturalNotes}</p>
              ) : null}
              <Part label={s.servingSuggestions} list={recipe.servingSuggestions} />
            </div>
          ) : (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.noHistory}</p>
          )}
        </Section>
      </div>
    </div>
  );
}
