import { useState, type ReactNode } from 'react';
import { CalendarCheck, CalendarClock, ShoppingBag, Sparkles, type LucideIcon } from 'lucide-react';
import { conditionTones, isMaintenanceDue, nextMaintenanceDate, utcDay } from '@sous/domain';
import { equipmentStrings } from '../../lib/equipmentStrings';
import { formatDay } from '../pantry/expiry';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EquipmentFormDialog } from './EquipmentFormDialog';
import { MaintenanceTipsDialog } from './MaintenanceTipsDialog';
import { useDeleteEquipment, type EquipmentData } from './useEquipment';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';

const s = equipmentStrings.card;

/** The condition badge's colours, light and dark, from the domain's tone. */
const toneClasses = {
  green: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300',
  blue: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300',
  red: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
} as const;

function DateRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden />
      <dt className="text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="ml-auto text-right text-zinc-800 dark:text-zinc-200">{children}</dd>
    </div>
  );
}

/** One piece: name, condition badge, category, dates; AI Maintenance Tips, Edit and Delete. */
export function EquipmentCard({ piece }: { piece: EquipmentData }) {
  const [tipsOpen, setTipsOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const remove = useDeleteEquipment();
  const next = nextMaintenanceDate(piece);
  const due = isMaintenanceDue(piece, utcDay());

  return (
    <article className="card flex flex-col gap-4 p-5" aria-label={piece.name} data-testid="equipment-card">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-semibold break-words">{piece.name}</h3>
          <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
            <span className="sr-only">{s.category}: </span>
            {equipmentStrings.categories[piece.category]}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${toneClasses[conditionTones[piece.condition]]}`}
          data-testid="condition-badge"
          data-condition={piece.condition}
        >
          {equipmentStrings.conditions[piece.condition]}
        </span>
      </header>

      <dl className="space-y-1.5 text-sm">
        <DateRow icon={ShoppingBag} label={s.purchased}>
          {formatDay(piece.purchaseDate)}
        </DateRow>
        <DateRow icon={CalendarCheck} label={s.lastMaintenance}>
          {piece.lastMaintenanceDate ? formatDay(piece.lastMaintenanceDate) : s.never}
        </DateRow>
        {next ? (
          <DateRow icon={CalendarClock} label={s.nextMaintenance}>
            <span className={due ? 'font-semibold text-orange-700 dark:text-orange-400' : undefined}>
              {formatDay(next)}
              {due ? ` · ${s.due}` : ''}
            </span>
          </DateRow>
        ) : null}
      </dl>

      <div className="mt-auto flex flex-col gap-2">
        <button
          type="button"
          className="btn-secondary w-full"
          onClick={() => setTipsOpen(true)}
          aria-label={s.tipsLabel(piece.name)}
        >
          <Sparkles className="size-4 text-accent" aria-hidden />
          {s.tips}
        </button>
        <EditDeleteButtons
          look="buttons"
          onEdit={() => setEditOpen(true)}
          onDelete={() => setDeleteOpen(true)}
          editLabel={s.editLabel(piece.name)}
          deleteLabel={s.deleteLabel(piece.name)}
          editText={s.edit}
          deleteText={s.delete}
        />
      </div>

      <MaintenanceTipsDialog piece={piece} open={tipsOpen} onClose={() => setTipsOpen(false)} />
      <EquipmentFormDialog open={editOpen} onClose={() => setEditOpen(false)} piece={piece} />
      <ConfirmDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title={s.deleteTitle}
        description={s.deleteConfirm(piece.name)}
        confirmLabel={s.delete}
        pendingLabel={s.deleting}
        cancelLabel={s.cancel}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: piece.id }, { onSuccess: () => setDeleteOpen(false) })}
      />
    </article>
  );
}
