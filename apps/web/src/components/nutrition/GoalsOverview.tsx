import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { goalFor, nutrientKeys } from '@sous/domain';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { Modal } from '../Modal';
import { amount } from './format';
import { GoalForm } from './GoalForm';
import type { CurrentGoal } from './useNutrition';

const s = nutritionStrings.goals;

/** The current daily goals at a glance, with the dialog that changes them. */
export function GoalsOverview({ goal }: { goal: CurrentGoal }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5" aria-label={s.heading}>
      <dl className="grid flex-1 grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4" data-testid="current-goals">
        {nutrientKeys.map((nutrient) => (
          <div key={nutrient}>
            <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{nutritionStrings.nutrients[nutrient]}</dt>
            <dd className="text-lg font-semibold tabular-nums">{amount(nutrient, goalFor(goal, nutrient))}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn-secondary shrink-0" onClick={() => setOpen(true)}>
        <Pencil className="size-4" aria-hidden />
        {s.change}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={s.changeTitle} description={s.description}>
        {open ? <GoalForm goal={goal} onSaved={() => setOpen(false)} onCancel={() => setOpen(false)} /> : null}
      </Modal>
    </section>
  );
}
