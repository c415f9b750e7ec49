import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { AlertCircle, Target } from 'lucide-react';
import * as z from 'zod/mini';
import { DailyProgress } from '../../components/nutrition/DailyProgress';
import { GoalForm } from '../../components/nutrition/GoalForm';
import { GoalsOverview } from '../../components/nutrition/GoalsOverview';
import { NutritionInsights } from '../../components/nutrition/NutritionInsights';
import { NutritionSummary } from '../../components/nutrition/NutritionSummary';
import { useCurrentGoal } from '../../components/nutrition/useNutrition';
import { FullPageSpinner } from '../../components/Spinner';
import { nutritionStrings } from '../../lib/nutritionStrings';

const s = nutritionStrings;
const tabs = ['progress', 'summary', 'insights'] as const;

export const Route = createFileRoute('/_authenticated/nutrition')({
  validateSearch: z.object({ tab: z.catch(z.optional(z.enum(tabs)), undefined) }),
  loader: ({ context }) => {
    // Warm the cache without blocking: the page shows its spinner while it loads.
    void context.utils.nutrition.currentGoal.prefetch();
  },
  component: NutritionPage,
});

function NoGoal() {
  return (
    <section className="card mx-auto max-w-2xl p-6 sm:p-8" aria-labelledby="no-goal-heading" data-testid="no-goal">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Target className="size-6" aria-hidden />
        </span>
        <div>
          <h2 id="no-goal-heading" className="text-lg font-semibold">
            {s.goals.emptyTitle}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{s.goals.emptyBody}</p>
        </div>
      </div>
      <h3 className="mt-6 mb-3 font-semibold">{s.goals.setTitle}</h3>
      <GoalForm />
    </section>
  );
}

function NutritionPage() {
  const { tab } = Route.useSearch();
  const navigate = useNavigate();
  const goal = useCurrentGoal();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{s.title}</h1>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{s.subtitle}</p>
      </header>

      {goal.isPending ? (
        <FullPageSpinner />
      ) : goal.isError ? (
        <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" role="alert">
          <AlertCircle className="size-8 text-red-500" aria-hidden />
          <p className="font-semibold">{s.goals.loadFailed}</p>
          <button type="button" className="btn-secondary" onClick={() => void goal.refetch()}>
            {s.goals.retry}
          </button>
        </div>
      ) : !goal.data ? (
        <NoGoal />
      ) : (
        <>
          <GoalsOverview goal={goal.data} />
          <TabGroup
            selectedIndex={Math.max(0, tabs.indexOf(tab ?? 'progress'))}
            onChange={(index) =>
              void navigate({ to: '/nutrition', search: { tab: index === 0 ? undefined : tabs[index] }, replace: true })
            }
          >
            <TabList className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-200/70 p-1 sm:inline-grid dark:bg-zinc-800">
              {[s.tabs.progress, s.tabs.summary, s.tabs.insights].map((label) => (
                <Tab
                  key={label}
                  className="rounded-lg px-2 py-2 text-[13px] font-medium whitespace-nowrap text-zinc-600 transition focus:outline-none data-focus:ring-2 data-focus:ring-accent data-hover:text-zinc-900 data-selected:bg-white data-selected:text-zinc-900 data-selected:shadow-sm sm:px-5 sm:text-sm dark:text-zinc-400 dark:data-hover:text-white dark:data-selected:bg-zinc-950 dark:data-selected:text-white"
                >
                  {label}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="mt-6">
              <TabPanel className="focus:outline-none">
                <DailyProgress goal={goal.data} />
              </TabPanel>
              <TabPanel className="focus:outline-none">
                <NutritionSummary goal={goal.data} />
              </TabPanel>
              <TabPanel className="focus:outline-none">
                <NutritionInsights goal={goal.data} />
              </TabPanel>
            </TabPanels>
          </TabGroup>
        </>
      )}
    </div>
  );
}
