import type { ChangeEvent, FormEvent } from 'react';
import { storageLocationTypes, ZCreateStorageLocationRequest } from '@sous/domain';
import { useForm } from '../../lib/forms';
import { storageStrings } from '../../lib/storageStrings';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { FormAlert, TextField } from '../TextField';
import { SelectField } from './SelectField';
import { useCreateLocation, useUpdateLocation, type StorageLocationData } from './useStorage';
import { storageMessages } from '@sous/domain';

const s = storageStrings.locationForm;

interface LocationFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit mode when given. */
  location?: StorageLocationData | undefined;
}

/** Add Location (name, type pantry by default, capacity 0) and its edit form. */
export function LocationFormDialog({ open, onClose, location }: LocationFormDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={location ? s.editTitle : s.addTitle}>
      <LocationForm location={location} onClose={onClose} />
    </Modal>
  );
}

/** Mounted each time the dialog opens, so it starts from the location or the defaults. */
function LocationForm({ location, onClose }: { location?: StorageLocationData | undefined; onClose: () => void }) {
  const form = useForm(ZCreateStorageLocationRequest, {
    name: location?.name ?? '',
    type: location?.type ?? 'pantry',
    capacity: String(location?.capacity ?? 0),
  });
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const type = form.field('type');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check();
    if (!data) return;
    try {
      if (location) await update.mutateAsync({ id: location.id, ...data });
      else await create.mutateAsync(data);
      onClose();
    } catch (error) {
      form.fail(error, location ? s.updateFailed : storageMessages.addLocationFailed);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="location-form">
      <FormAlert message={form.formError} />
      <TextField label={s.name} placeholder={s.namePlaceholder} autoComplete="off" autoFocus {...form.field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={s.type}
          name="type"
          value={type.value}
          error={type.error}
          onChange={(value) => type.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>)}
        >
          {storageLocationTypes.map((option) => (
            <option key={option} value={option}>
              {storageStrings.types[option]}
            </option>
          ))}
        </SelectField>
        <div>
          <TextField
            label={s.capacity}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...form.field('capacity')}
          />
          <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">{s.capacityHint}</p>
        </div>
      </div>
      <DialogActions
        onCancel={onClose}
        cancelLabel={s.cancel}
        pending={create.isPending || update.isPending}
        pendingLabel={s.saving}
        submitLabel={location ? s.saveChanges : s.save}
      />
    </form>
  );
}
