import { useState, type ReactNode } from 'react';
import { Landmark, Sparkles, Utensils } from 'lucide-react';
import { hasCulturalContext, hasServingEtiquette, type AiSource } from '@sous/domain';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { useStatusMessage, type CuisineDetailsData } from './useCuisines';
import { cuisineMessages } from '@sous/domain';

const s = cuisineStrings.details;
const m = cuisineMessages;

export function Chips({ label, entries }: { label: string; entries: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {entries.map((entry) => (
        <li
          key={entry}
          className="rounded-full border border-zinc-200 bg-zinc-50 px-3 py-1 text-sm text-zinc-800 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-200"
        >
          {entry}
        </li>
      ))}
    </ul>
  );
}

export function Section({
  title,
  icon,
  action,
  children,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="card p-4 sm:p-5" data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-zinc-900 dark:text-white">
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A labelled paragraph or list inside a section; nothing when empty. */
export function Part({ label, text, list }: { label: string; text?: string; list?: readonly string[] }) {
  if (!text && !list?.length) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-zinc-900 dark:text-white">{label}</h3>
      {text ? <p className="mt-1 text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">{text}</p> : null}
      {list?.length ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-zinc-700 dark:text-zinc-300">
          {list.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function StatusLine({ message }: { message: string | null }) {
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
      {message}
    </p>
  );
}

/** Key ingredients, cooking styles, and the cultural details the creator can generate with AI. */
export function CuisineOverview({ cuisine }: { cuisine: CuisineDetailsData }) {
  const utils = trpc.useUtils();
  const status = useStatusMessage();
  const [source, setSource] = useState<AiSource | null>(null);
  const generate = trpc.ai.generateCuisineDetails.useMutation();
  const update = trpc.cuisine.update.useMutation();
  const busy = generate.isPending || update.isPending;
  const context = hasCulturalContext(cuisine.culturalContext) ? cuisine.culturalContext : null;
  const etiquette = hasServingEtiquette(cuisine.servingEtiquette) ? cuisine.servingEtiquette : null;

  const generateCultural = async () => {
    let details;
    try {
      details = await generate.mutateAsync({ cuisine: { name: cuisine.name, region: cuisine.region } });
    } catch (error) {
      notify.error(m.generateCulturalFailed, errorMessage(error, m.generateCulturalFailed));
      return;
    }
    try {
      const updated = await update.mutateAsync({
        id: cuisine.id,
        culturalContext: details.culturalContext,
        servingEtiquette: details.servingEtiquette,
      });
      utils.cuisine.byId.setData({ id: cuisine.id }, updated);
      setSource(details.source);
      status.show(m.culturalUpdated);
    } catch (error) {
      notify.error(m.updateCulturalFailed, errorMessage(error, m.updateCulturalFailed));
    }
  };

  const emptyHint = cuisine.isCreator ? s.generateOwnerHint : s.creatorOnlyHint;

  return (
    <div className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Section title={s.keyIngredients}>
          <Chips label={s.keyIngredients} entries={cuisine.keyIngredients} />
        </Section>
        <Section title={s.cookingStyles}>
          <Chips label={s.cookingStyles} entries={cuisine.cookingTechniques} />
        </Section>
      </div>

      {cuisine.isCreator ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void generateCultural()}>
            {busy ? <Spinner className="size-4 text-white" /> : <Sparkles className="size-4" aria-hidden />}
            {busy ? s.generatingCultural : s.generateCultural}
          </button>
          {source ? <AiSourceBadge source={source} /> : null}
          <StatusLine message={status.message} />
        </div>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-2">
        <Section
          title={s.culturalContext}
          icon={<Landmark className="size-5 text-accent" aria-hidden />}
          testId="cultural-context"
        >
          {context ? (
            <div className="space-y-3">
              <Part label={s.history} text={context.history} />
              <Part label={s.significance} text={context.significance} />
              <Part label={s.traditions} list={context.traditions} />
              <Part label={s.festivals} list={context.festivals} />
              <Part label={s.influences} list={context.influences} />
            </div>
          ) : (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">
              {s.noCulturalContext} {emptyHint}
            </p>
          )}
        </Section>
        <Section
          title={s.servingEtiquette}
          icon={<Utensils className="size-5 text-accent" aria-hidden />}
          testId="serving-etiquette"
        >
          {etiquette ? (
            <div className="space-y-3">
              <Part label={s.general} text={etiquette.general} />
              <Part label={s.tableSetting} text={etiquette.tableSetting} />
              <Part label={s.diningCustoms} list={etiquette.diningCustoms} />
              <Part label={s.servingOrder} list={etiquette.servingOrder} />
              <Part label={s.taboos} list={etiquette.taboos} />
            </div>
          ) : (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">
              {s.noEtiquette} {emptyHint}
            </p>
          )}
        </Section>
      </div>
    </div>
  );
}
