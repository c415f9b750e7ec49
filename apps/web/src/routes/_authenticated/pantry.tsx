import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { ExpiringSoon } from '../../components/pantry/ExpiringSoon';
import { PantryAnalytics } from '../../components/pantry/PantryAnalytics';
import { PantryFormDialog } from '../../components/pantry/PantryFormDialog';
import { PantryList } from '../../components/pantry/PantryList';
import { ProgressNote } from '../../components/pantry/ProgressNote';
import { pantryStrings } from '../../lib/pantryStrings';
import { pantryMessages } from '@sous/domain';

export const Route = createFileRoute('/_authenticated/pantry')({
  loader: ({ context }) => {
    // Warm the cache without blocking: the list shows its spinner while it loads.
    void context.utils.pantry.list.prefetch();
  },
  component: PantryPage,
});

function PantryPage() {
  const [addOpen, setAddOpen] = useState(false);
  const [added, setAdded] = useState<{ name: string; calories: number } | null>(null);
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{pantryMessages.pageTitle}</h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{pantryStrings.page.subtitle}</p>
        </div>
        <button type="button" className="btn-primary self-start sm:self-auto" onClick={() => setAddOpen(true)}>
          <Plus className="size-4" aria-hidden />
          {pantryStrings.page.addItem}
        </button>
      </header>

      {added ? <ProgressNote name={added.name} calories={added.calories} onDismiss={() => setAdded(null)} /> : null}
      <ExpiringSoon />
      <PantryAnalytics />
      <PantryList />

      <PantryFormDialog
        open={addOpen}
        onClose={() => setAddOpen(false)}
        onCreated={(item, progressAdded) =>
          setAdded(progressAdded ? { name: item.name, calories: item.nutritionInfo.calories } : null)
        }
      />
    </div>
  );
}
