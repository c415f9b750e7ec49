import { useEffect } from 'react';
import { AlertCircle, Plus, Refrigerator } from 'lucide-react';
import { equipmentStrings } from '../../lib/equipmentStrings';
import { notify } from '../../lib/notify';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';
import { EquipmentCard } from './EquipmentCard';
import { equipmentMessages } from '@sous/domain';

const s = equipmentStrings.page;

/** The Equipment tab: the card grid with its loading, error and empty states. */
export function EquipmentList({ onAdd }: { onAdd: () => void }) {
  const equipment = trpc.equipment.list.useQuery();
  const failed = equipment.isError;

  useEffect(() => {
    if (failed) notify.error(equipmentMessages.loadFailed);
  }, [failed]);

  if (equipment.isPending) {
    return (
      <div className="flex justify-center py-16" role="status" aria-live="polite">
        <Spinner className="size-8" />
        <span className="sr-only">{strings.loading}</span>
      </div>
    );
  }
  if (equipment.isError) {
    return (
      <div role="alert" className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
        <AlertCircle className="size-10 text-red-500" aria-hidden />
        <p className="text-zinc-700 dark:text-zinc-300">{equipmentMessages.loadFailed}</p>
        <button type="button" className="btn-secondary" onClick={() => void equipment.refetch()}>
          {s.retry}
        </button>
      </div>
    );
  }
  if (equipment.data.length === 0) {
    return (
      <div className="card flex flex-col items-center px-6 py-14 text-center" data-testid="equipment-empty">
        <Refrigerator className="size-10 text-zinc-300 dark:text-zinc-600" aria-hidden />
        <p className="mt-3 font-semibold">{s.emptyTitle}</p>
        <p className="mt-1 max-w-md text-sm text-zinc-600 dark:text-zinc-400">{s.emptyHint}</p>
        <button type="button" className="btn-primary mt-5" onClick={onAdd}>
          <Plus className="size-4" aria-hidden />
          {s.addEquipment}
        </button>
      </div>
    );
  }
  return (
    <section aria-label={s.gridLabel} className="space-y-3">
      <p className="text-sm text-zinc-500 dark:text-zinc-400" aria-live="polite">
        {s.count(equipment.data.length)}
      </p>
      <div className="grid items-stretch gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="equipment-grid">
        {equipment.data.map((piece) => (
          <EquipmentCard key={piece.id} piece={piece} />
        ))}
      </div>
    </section>
  );
}
