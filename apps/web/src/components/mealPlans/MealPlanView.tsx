import { useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { CalendarDays, Trash2 } from 'lucide-react';
import { planDates, utcDay } from '@sous/domain';
import { mealPlanStrings, planDate } from '../../lib/mealPlanStrings';
import { trpc } from '../../lib/trpc';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { DaySummary, ExceedsWarning } from './DaySummary';
import { MealCard } from './MealCard';
import { useDeleteMealPlan, type MealPlanData, type MealPlanDayData } from './useMealPlans';
import { mealPlansMessages } from '@sous/domain';

const s = mealPlanStrings;

function Chips({ label, entries }: { label: string; entries: readonly string[] }) {
  if (entries.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs">
      <span className="text-zinc-500 dark:text-zinc-400">{label}:</span>
      {entries.map((entry) => (
        <span key={entry} className="badge">
          {entry}
        </span>
      ))}
    </div>
  );
}

function DayMeals({ plan, day }: { plan: MealPlanData; day: MealPlanDayData }) {
  const meals = [
    { meal: 'breakfast', label: s.meals.breakfast, planned: day.meals.breakfast },
    { meal: 'lunch', label: s.meals.lunch, planned: day.meals.lunch },
    { meal: 'dinner', label: s.meals.dinner, planned: day.meals.dinner },
  ] as const;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {meals.map(({ meal, label, planned }) => (
          <MealCard key={meal} planId={plan.id} day={day.day} meal={meal} label={label} planned={planned} />
        ))}
      </div>
      <section aria-label={s.meals.snacks}>
        <h3 className="mb-2 text-sm font-semibold text-zinc-700 dark:text-zinc-300">{s.meals.snacks}</h3>
        {day.meals.snacks.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{s.meals.noSnacks}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {day.meals.snacks.map((snack, index) => (
              <MealCard
                key={index}
                planId={plan.id}
                day={day.day}
                meal="snack"
                snackIndex={index}
                label={s.meals.snack}
                planned={snack}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

/** A plan: its details, a strip of its dates to pick a day, the day's meals and summary, and delete. */
export function MealPlanView({ plan }: { plan: MealPlanData }) {
  const dates = planDates(plan.startDate, plan.days);
  const today = utcDay();
  // Open on today when the plan covers it, else on its first day.
  const [selected, setSelected] = useState(() => Math.max(0, dates.indexOf(today)));
  const [deleteOpen, setDeleteOpen] = useState(false);
  const remove = useDeleteMealPlan();
  const goal = trpc.nutrition.currentGoal.useQuery();
  const dayOf = (index: number) => plan.meals.find((entry) => entry.day === index + 1);

  return (
    <section className="space-y-5" aria-labelledby="plan-title" data-testid="meal-plan">
      <div className="card space-y-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="plan-title" className="text-xl font-semibold break-words">
              {plan.title}
            </h2>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
              <CalendarDays className="size-4" aria-hidden />
              {s.plan.range(
                planDate(plan.startDate, { month: 'short', day: 'numeric' }),
                planDate(plan.endDate, { month: 'short', day: 'numeric', year: 'numeric' }),
              )}
              {' · '}
              {s.page.dayCount(plan.days)}
              {plan.calorieTarget ? ` · ${s.plan.calorieTarget(plan.calorieTarget)}` : null}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <AiSourceBadge source={plan.source} />
            <button
              type="button"
              className="btn-secondary px-3 hover:border-red-300 hover:text-red-600 dark:hover:border-red-800 dark:hover:text-red-400"
              onClick={() => setDeleteOpen(true)}
            >
              <Trash2 className="size-4" aria-hidden />
              {s.plan.delete}
            </button>
          </div>
        </div>
        <Chips label={s.plan.preferences} entries={plan.preferences} />
        <Chips label={s.plan.restrictions} entries={plan.dietaryRestrictions} />
      </div>

      <TabGroup selectedIndex={Math.min(selected, dates.length - 1)} onChange={setSelected}>
        <TabList
          aria-label={s.plan.calendar}
          className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:grid sm:grid-cols-7 sm:overflow-visible"
        >
          {dates.map((date, index) => (
            <Tab
              key={date}
              data-testid="plan-day"
              className="flex min-w-16 shrink-0 flex-col items-center rounded-xl border border-zinc-200 bg-white px-2 py-2 text-zinc-700 transition hover:border-accent focus:outline-none data-focus:ring-2 data-focus:ring-accent data-selected:border-accent data-selected:bg-accent data-selected:text-white dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300 dark:data-selected:bg-accent dark:data-selected:text-white"
            >
              <span className="text-[11px] font-medium uppercase opacity-80">
                {planDate(date, { weekday: 'short' })}
              </span>
              <span className="text-lg leading-tight font-semibold tabular-nums">
                {planDate(date, { day: 'numeric' })}
              </span>
              <span className="text-[11px] opacity-80">
                {date === today ? s.plan.today : s.plan.dayLabel(index + 1)}
              </span>
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-5">
          {dates.map((date, index) => {
            const day = dayOf(index);
            return (
              <TabPanel key={date} className="focus:outline-none" aria-label={planDate(date, { dateStyle: 'full' })}>
                {day ? (
                  <div className="space-y-5">
                    <ExceedsWarning day={day} goal={goal.data} />
                    <DayMeals plan={plan} day={day} />
                    <DaySummary day={day} goal={goal.data} calorieTarget={plan.calorieTarget} />
                  </div>
                ) : (
                  <p className="text-sm text-zinc-500">{s.plan.noMeals}</p>
                )}
              </TabPanel>
            );
          })}
        </TabPanels>
      </TabGroup>

      <ConfirmDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title={mealPlansMessages.deleteConfirm}
        description={s.plan.deleteDescription}
        confirmLabel={s.plan.delete}
        pendingLabel={s.plan.deleting}
        cancelLabel={s.plan.cancel}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: plan.id }, { onSuccess: () => setDeleteOpen(false) })}
      />
    </section>
  );
}
