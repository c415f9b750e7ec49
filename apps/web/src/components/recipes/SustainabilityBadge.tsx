import { Leaf } from 'lucide-react';
import { sustainabilityBadge } from '@sous/domain';
import { recipeStrings } from '../../lib/recipeStrings';
import { badgeColourClasses } from '../ui/colours';

/** The score's badge: 70 or more green, 40 or more yellow, otherwise red (spec part 1 §9). */
export function SustainabilityBadge({ score }: { score: number }) {
  const colour = sustainabilityBadge(score);
  return (
    <span
      data-testid="sustainability-badge"
      data-colour={colour}
      title={recipeStrings.card.sustainabilityLabel(score)}
      aria-label={recipeStrings.card.sustainabilityLabel(score)}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${badgeColourClasses[colour]}`}
    >
      <Leaf className="size-3.5" aria-hidden />
      {score}
    </span>
  );
}
