import { useState } from 'react';
import { Plus, ShoppingBasket } from 'lucide-react';
import { messages } from '@sous/domain';
import { strings } from '../../lib/strings';
import { CreateListDialog } from './CreateListDialog';
import { GroceryListCard } from './GroceryListCard';
import { useGroceryLists } from './useGroceryLists';

function Skeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={strings.loading}>
      {[0, 1, 2].map((index) => (
        <div key={index} className="card animate-pulse p-5">
          <div className="h-4 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="mt-5 h-9 rounded-lg bg-zinc-100 dark:bg-zinc-800/70" />
          <div className="mt-4 space-y-3">
            <div className="h-3 w-3/4 rounded bg-zinc-100 dark:bg-zinc-800/70" />
            <div className="h-3 w-2/3 rounded bg-zinc-100 dark:bg-zinc-800/70" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function GrocerySection() {
  const [createOpen, setCreateOpen] = useState(false);
  const { data: lists, isPending } = useGroceryLists();

  return (
    <section aria-labelledby="grocery-heading">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id="grocery-heading" className="flex items-center gap-2 text-lg font-semibold sm:text-xl">
          <ShoppingBasket className="size-5 shrink-0 text-accent" aria-hidden />
          {strings.home.groceryTitle}
        </h2>
        <button type="button" className="btn-primary" onClick={() => setCreateOpen(true)}>
          <Plus className="size-4" aria-hidden />
          {strings.grocery.newList}
        </button>
      </div>
      {isPending ? (
        <Skeleton />
      ) : !lists || lists.length === 0 ? (
        <div className="card flex flex-col items-center px-6 py-12 text-center">
          <ShoppingBasket className="size-10 text-zinc-300 dark:text-zinc-600" aria-hidden />
          <p className="mt-3 text-zinc-600 dark:text-zinc-400">{messages.grocery.noLists}</p>
        </div>
      ) : (
        <div className="grid items-start gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {lists.map((list) => (
            <GroceryListCard key={list.id} list={list} />
          ))}
        </div>
      )}
      <CreateListDialog open={createOpen} onClose={() => setCreateOpen(false)} />
    </section>
  );
}
