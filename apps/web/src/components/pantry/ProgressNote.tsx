import { Link } from '@tanstack/react-router';
import { Flame, X } from 'lucide-react';
import { pantryStrings } from '../../lib/pantryStrings';

const s = pantryStrings.progressNote;

/** Says that a new item's calories went to today's nutrition progress (spec part 1 §7), with the way there. */
export function ProgressNote({ name, calories, onDismiss }: { name: string; calories: number; onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm dark:border-emerald-900/70 dark:bg-emerald-950/30"
      data-testid="progress-note"
    >
      <Flame className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
      <p className="min-w-0 flex-1 text-emerald-900 dark:text-emerald-100">
        {s.added(name, calories)}{' '}
        <Link to="/nutrition" className="link whitespace-nowrap">
          {s.view}
        </Link>
      </p>
      <button type="button" className="icon-btn size-7 shrink-0" onClick={onDismiss} aria-label={s.dismiss}>
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
