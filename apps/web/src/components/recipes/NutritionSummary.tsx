import type { NutritionAmounts } from '@sous/domain';
import { recipeStrings } from '../../lib/recipeStrings';

const s = recipeStrings.card;

/** Calories and the three macros in one row of small tiles. */
export function NutritionSummary({ nutrition }: { nutrition: NutritionAmounts }) {
  const cells = [
    { label: s.calories, value: Math.round(nutrition.calories), unit: '' },
    { label: s.protein, value: Math.round(nutrition.protein), unit: 'g' },
    { label: s.carbs, value: Math.round(nutrition.carbs), unit: 'g' },
    { label: s.fat, value: Math.round(nutrition.fat), unit: 'g' },
  ];
  return (
    <dl className="grid grid-cols-4 gap-1.5 text-center" data-testid="nutrition-summary">
      {cells.map((cell) => (
        <div key={cell.label} className="flex flex-col-reverse rounded-lg bg-zinc-50 px-1 py-1.5 dark:bg-zinc-800/60">
          <dt className="text-[11px] text-zinc-500 dark:text-zinc-400">{cell.label}</dt>
          <dd className="text-sm font-semibold tabular-nums">
            {cell.value}
            {cell.unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}
