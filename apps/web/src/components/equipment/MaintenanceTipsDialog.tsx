import { useEffect, useRef } from 'react';
import { AlertCircle, AlertTriangle, Wrench } from 'lucide-react';
import { aiMessages } from '@sous/domain';
import { equipmentStrings } from '../../lib/equipmentStrings';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import type { EquipmentData } from './useEquipment';
import { equipmentMessages } from '@sous/domain';

const s = equipmentStrings.tips;

/** The AI Maintenance Tips dialog: asks when it opens, ends with 'Got it, thanks!'. */
export function MaintenanceTipsDialog({
  piece,
  open,
  onClose,
}: {
  piece: EquipmentData;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={s.title(piece.name)} size="lg">
      <TipsBody piece={piece} />
      <div className="flex justify-end pt-5">
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={onClose}>
          {equipmentMessages.gotIt}
        </button>
      </div>
    </Modal>
  );
}

/**
 * Mounted while the dialog is open. The 15 s limit and the sample tips live on the server: a slow
 * or failed model answers the category's sample tips with the spec's warning, shown here.
 */
function TipsBody({ piece }: { piece: EquipmentData }) {
  const tips = trpc.equipment.maintenanceTips.useMutation();
  const asked = useRef(false);
  const ask = tips.mutate;
  const equipment = {
    name: piece.name,
    category: piece.category,
    condition: piece.condition,
    purchaseDate: piece.purchaseDate,
    lastMaintenanceDate: piece.lastMaintenanceDate,
  };

  useEffect(() => {
    // Once per opening, also under StrictMode's double effect.
    if (asked.current) return;
    asked.current = true;
    ask({ equipment });
  }, [ask]); // the piece is fixed while the dialog is open

  if (tips.isPending || tips.isIdle) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center" role="status" aria-live="polite">
        <Spinner className="size-8" />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{s.loading}</p>
      </div>
    );
  }

  if (tips.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <AlertCircle className="size-8 text-red-500" aria-hidden />
        <p className="font-semibold">{s.failed}</p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{errorMessage(tips.error, aiMessages.tipsUnavailable)}</p>
        <button type="button" className="btn-secondary" onClick={() => tips.mutate({ equipment })}>
          {s.retry}
        </button>
      </div>
    );
  }

  const { tips: list, source, warning } = tips.data;
  return (
    <div className="space-y-4" data-testid="maintenance-tips">
      {warning ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-300"
          data-testid="tips-warning"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {warning}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {equipmentStrings.categories[piece.category]} · {equipmentStrings.conditions[piece.condition]}
        </p>
        <AiSourceBadge source={source} />
      </div>
      {list.length === 0 ? (
        <p className="py-4 text-center text-sm text-zinc-600 dark:text-zinc-400">{aiMessages.noValidTips}</p>
      ) : (
        <ol className="space-y-2">
          {list.map((tip, index) => (
            <li key={index} className="flex items-start gap-3 rounded-lg bg-zinc-50 px-3 py-2 text-sm dark:bg-zinc-800/60">
              <Wrench className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
              <span className="text-zinc-800 dark:text-zinc-200">{tip}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
