import { useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { storageStrings } from '../../lib/storageStrings';
import { trpc } from '../../lib/trpc';
import { AnalysisCard } from './AnalysisCard';
import { analysisOptions } from './useStorage';
import { storageMessages } from '@sous/domain';

const s = storageStrings.analysis;

/** The first few suggestions show; the rest (staples, mostly) one click away, so the card stays short. */
const FIRST_SUGGESTIONS = 5;

/** What to buy: items running low or spoiling, and staples missing for the kinds of places the kitchen has. */
export function SmartShoppingListCard() {
  const query = trpc.storage.smartShoppingList.useQuery(undefined, analysisOptions);
  const [showAll, setShowAll] = useState(false);
  const suggestions = query.data?.suggestions ?? [];
  const shown = showAll ? suggestions : suggestions.slice(0, FIRST_SUGGESTIONS);
  return (
    <AnalysisCard
      title={s.shoppingTitle}
      description={s.shoppingDescription}
      icon={ShoppingCart}
      query={query}
      source={query.data?.source}
      failure={storageMessages.shoppingListFailed}
      empty={suggestions.length === 0 ? s.shoppingEmpty : null}
      testId="smart-shopping-list"
    >
      <ul className="space-y-2">
        {shown.map((suggestion, index) => (
          <li
            key={`${index}-${suggestion.name}`}
            className="rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60"
            data-testid="shopping-suggestion"
          >
            <p className="font-medium text-zinc-900 dark:text-zinc-100">{suggestion.name}</p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{suggestion.reason}</p>
          </li>
        ))}
      </ul>
      {suggestions.length > FIRST_SUGGESTIONS ? (
        <button
          type="button"
          className="btn-ghost mt-2 w-full"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? s.showFewer : s.showAll(suggestions.length)}
        </button>
      ) : null}
    </AnalysisCard>
  );
}
