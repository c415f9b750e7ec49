import { useState } from 'react';
import { CalendarClock, Factory, MapPin, Package, Recycle } from 'lucide-react';
import { pantryStrings } from '../../lib/pantryStrings';
import { stockPhotoUrl, useImageChain } from '../../lib/recipeImages';
import { NutritionSummary } from '../recipes/NutritionSummary';
import { ImageFrame } from '../recipes/RecipeImage';
import { SustainabilityBadge } from '../recipes/SustainabilityBadge';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeExpiry, expiryToneClasses, formatDay } from './expiry';
import { PantryFormDialog } from './PantryFormDialog';
import { pantryToday, useDeletePantryItem, type PantryItemData } from './usePantry';
import { EditDeleteButtons } from '../ui/EditDeleteButtons';

const s = pantryStrings.card;

/** One pantry item: picture, amounts, expiry, nutrition, eco score and footprint, with edit and delete. */
export function PantryItemCard({ item }: { item: PantryItemData }) {
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const remove = useDeletePantryItem();
  const image = useImageChain(item.image_url, stockPhotoUrl(item.name));
  const expiry = describeExpiry(item.expiryDate, pantryToday());
  const { packaging, carbonFootprint, score } = item.sustainabilityInfo;

  return (
    <article className="card flex flex-col overflow-hidden" aria-label={item.name} data-testid="pantry-card">
      <ImageFrame src={image.src} onError={image.onError} alt={item.name} icon={Package} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <header className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-base leading-snug font-semibold break-words">{item.name}</h3>
            <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
              <span className="sr-only">{s.quantity}: </span>
              {item.quantity}
            </p>
          </div>
          <span className="flex shrink-0 flex-col items-end gap-0.5">
            <SustainabilityBadge score={score} />
            <span className="text-[11px] text-zinc-500 dark:text-zinc-400" aria-hidden>
              {s.ecoScore}
            </span>
          </span>
        </header>

        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="badge" title={s.category}>
            {item.category}
          </span>
          {item.location ? (
            <span className="inline-flex items-center gap-1 text-zinc-600 dark:text-zinc-400" title={s.location}>
              <MapPin className="size-3.5" aria-hidden />
              {item.location}
            </span>
          ) : null}
        </div>

        <p
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
          data-testid="pantry-expiry"
          data-tone={expiry.tone}
        >
          <CalendarClock className="size-4 text-zinc-500 dark:text-zinc-400" aria-hidden />
          <span className="sr-only">{s.expiry}: </span>
          {item.expiryDate ? (
            <span className="text-zinc-700 dark:text-zinc-300">{formatDay(item.expiryDate)}</span>
          ) : null}
          <span className={`font-medium ${expiryToneClasses[expiry.tone]}`}>{expiry.text}</span>
        </p>

        <NutritionSummary nutrition={item.nutritionInfo} />

        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="flex items-start gap-1.5">
            <Recycle className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden />
            <div className="flex min-w-0 flex-col-reverse">
              <dt className="text-[11px] text-zinc-500 dark:text-zinc-400">{s.packaging}</dt>
              <dd className="truncate text-zinc-700 dark:text-zinc-300">
                {packaging ? pantryStrings.packaging[packaging] : s.notSet}
              </dd>
            </div>
          </div>
          <div className="flex items-start gap-1.5">
            <Factory className="mt-0.5 size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden />
            <div className="flex min-w-0 flex-col-reverse">
              <dt className="text-[11px] text-zinc-500 dark:text-zinc-400">{s.carbonFootprint}</dt>
              <dd className="truncate text-zinc-700 dark:text-zinc-300">
                {carbonFootprint ? pantryStrings.carbonFootprint[carbonFootprint] : s.notSet}
              </dd>
            </div>
          </div>
        </dl>

        {item.notes ? <p className="line-clamp-2 text-sm text-zinc-600 dark:text-zinc-400">{item.notes}</p> : null}

        <EditDeleteButtons
          look="buttons"
          className="mt-auto pt-1"
          onEdit={() => setEditOpen(true)}
          onDelete={() => setDeleteOpen(true)}
          editLabel={s.editLabel(item.name)}
          deleteLabel={s.deleteLabel(item.name)}
          editText={s.edit}
          deleteText={s.delete}
        />
      </div>

      <PantryFormDialog open={editOpen} onClose={() => setEditOpen(false)} item={item} />
      <ConfirmDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title={s.deleteTitle}
        description={s.deleteConfirm(item.name)}
        confirmLabel={s.delete}
        pendingLabel={s.deleting}
        cancelLabel={s.cancel}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: item.id }, { onSuccess: () => setDeleteOpen(false) })}
      />
    </article>
  );
}
