import type { ChangeEvent, FormEvent } from 'react';
import { ZCreateStorageItemRequest } from '@sous/domain';
import { useForm } from '../../lib/forms';
import { storageStrings } from '../../lib/storageStrings';
import { notify } from '../../lib/notify';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { FormAlert, TextField } from '../TextField';
import { SelectField } from './SelectField';
import {
  storageToday,
  useCreateItem,
  useUpdateItem,
  type StorageItemData,
  type StorageLocationData,
} from './useStorage';
import { storageMessages } from '@sous/domain';
import { pantryMessages } from '@sous/domain';

const s = storageStrings.itemForm;

interface ItemFormDialogProps {
  open: boolean;
  onClose: () => void;
  locations: readonly StorageLocationData[];
  /** Edit mode when given. */
  item?: StorageItemData | undefined;
}

/** Add Item (name, location, quantity 0 by default, added today) and its edit form. */
export function ItemFormDialog({ open, onClose, locations, item }: ItemFormDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={item ? s.editTitle : s.addTitle}>
      <ItemForm item={item} locations={locations} onClose={onClose} />
    </Modal>
  );
}

function ItemForm({
  item,
  locations,
  onClose,
}: {
  item?: StorageItemData | undefined;
  locations: readonly StorageLocationData[];
  onClose: () => void;
}) {
  const form = useForm(ZCreateStorageItemRequest, {
    name: item?.name ?? '',
    // With one location there is nothing to choose; otherwise the cook picks.
    locationId: item ? String(item.locationId) : locations.length === 1 ? String(locations[0]!.id) : '',
    quantity: String(item?.quantity ?? 0),
    addedAt: item?.addedAt ?? storageToday(),
  });
  const create = useCreateItem();
  const update = useUpdateItem();
  const location = form.field('locationId');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      if (item) {
        const saved = await update.mutateAsync({ id: item.id, ...data });
        notify.success(pantryMessages.updated, saved.name);
      } else {
        await create.mutateAsync(data);
      }
      onClose();
    } catch (error) {
      const message = form.fail(error, item ? s.updateFailed : storageMessages.addItemFailed);
      if (item) notify.error(s.updateFailed, message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="item-form">
      <FormAlert message={form.formError} />
      {locations.length === 0 ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          {storageStrings.items.needLocation}
        </p>
      ) : null}
      <TextField label={s.name} placeholder={s.namePlaceholder} autoComplete="off" autoFocus {...form.field('name')} />
      <SelectField
        label={s.location}
        name="locationId"
        value={location.value}
        error={location.error}
        onChange={(value) => location.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>)}
      >
        <option value="">{s.chooseLocation}</option>
        {locations.map((option) => (
          <option key={option.id} value={option.id}>
            {`${option.name} (${storageStrings.types[option.type]})`}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={s.quantity} type="number" min={0} step={1} inputMode="numeric" {...form.field('quantity')} />
        <TextField label={s.addedAt} type="date" max={storageToday()} {...form.field('addedAt')} />
      </div>
      <DialogActions
        onCancel={onClose}
        cancelLabel={s.cancel}
        pending={create.isPending || update.isPending}
        pendingLabel={s.saving}
        submitLabel={item ? s.saveChanges : s.save}
      />
    </form>
  );
}
