import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AlertCircle, CalendarPlus, Plus } from 'lucide-react';
import { MealPlanFormDialog } from '../../components/mealPlans/MealPlanFormDialog';
import { MealPlanList } from '../../components/mealPlans/MealPlanList';
import { MealPlanView } from '../../components/mealPlans/MealPlanView';
import { FullPageSpinner } from '../../components/Spinner';
import { mealPlanStrings } from '../../lib/mealPlanStrings';
import { trpc } from '../../lib/trpc';
import { mealPlansMessages } from '@sous/domain';

const s = mealPlanStrings.page;

export const Route = createFileRoute('/_authenticated/meal-plans')({
  loader: ({ context }) => {
    // Warm the caches without blocking: the page shows its spinner while they load.
    void context.utils.mealPlans.list.prefetch();
    void context.utils.nutrition.currentGoal.prefetch();
  },
  component: MealPlansPage,
});

function MealPlansPage() {
  const [createOpen, setCreateOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number>();
  const plans = trpc.mealPlans.list.useQuery();
  // The chosen plan, or the newest when none is chosen or it was deleted.
  const selected = plans.data?.find((plan) => plan.id === selectedId) ?? plans.data?.[0];

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{s.title}</h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{s.subtitle}</p>
        </div>
        <button type="button" className="btn-primary self-start sm:self-auto" onClick={() => setCreateOpen(true)}>
          <Plus className="size-4" aria-hidden />
          {s.create}
        </button>
      </header>

      {plans.isPending ? (
        <FullPageSpinner />
      ) : plans.isError ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" role="alert">
          <AlertCircle className="size-8 text-red-500" aria-hidden />
          <p className="font-semibold">{s.loadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void plans.refetch()}>
            {s.retry}
          </button>
        </div>
      ) : !selected ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-14 text-center" data-testid="plans-empty">
          <CalendarPlus className="size-10 text-zinc-400" aria-hidden />
          <p className="font-semibold">{mealPlansMessages.empty}</p>
          <p className="max-w-md text-sm text-zinc-500 dark:text-zinc-400">{s.emptyHint}</p>
          <button type="button" className="btn-primary mt-2" onClick={() => setCreateOpen(true)}>
            <Plus className="size-4" aria-hidden />
            {s.create}
          </button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
          <MealPlanList plans={plans.data} selectedId={selected.id} onSelect={setSelectedId} />
          <MealPlanView key={selected.id} plan={selected} />
        </div>
      )}

      <MealPlanFormDialog
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={(plan) => setSelectedId(plan.id)}
      />
    </div>
  );
}
