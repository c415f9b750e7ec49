import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  DEFAULT_EQUIPMENT_CATEGORY,
  DEFAULT_EQUIPMENT_CONDITION,
  equipmentCategories,
  equipmentConditions,
  utcDay,
  ZCreateEquipmentRequest,
  type EquipmentCategory,
  type EquipmentCondition,
} from '@sous/domain';
import { equipmentStrings } from '../../lib/equipmentStrings';
import { validate, type FieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { errorMessage, fieldErrorsOf } from '../../lib/session';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { TextField } from '../TextField';
import { useCreateEquipment, useUpdateEquipment, type EquipmentData } from './useEquipment';
import { equipmentMessages } from '@sous/domain';

const s = equipmentStrings.form;
const m = equipmentMessages;

interface EquipmentFormValues {
  name: string;
  category: EquipmentCategory;
  condition: EquipmentCondition;
  purchaseDate: string;
  lastMaintenanceDate: string;
  maintenanceInterval: string;
  purchasePrice: string;
}

/** Add mode starts from the spec's defaults: Appliances, good, bought today. */
function initialValues(piece: EquipmentData | undefined): EquipmentFormValues {
  if (!piece) {
    return {
      name: '',
      category: DEFAULT_EQUIPMENT_CATEGORY,
      condition: DEFAULT_EQUIPMENT_CONDITION,
      purchaseDate: utcDay(),
      lastMaintenanceDate: '',
      maintenanceInterval: '',
      purchasePrice: '',
    };
  }
  return {
    name: piece.name,
    category: piece.category,
    condition: piece.condition,
    purchaseDate: piece.purchaseDate,
    lastMaintenanceDate: piece.lastMaintenanceDate ?? '',
    maintenanceInterval: piece.maintenanceInterval == null ? '' : String(piece.maintenanceInterval),
    purchasePrice: piece.purchasePrice == null ? '' : String(piece.purchasePrice),
  };
}

/** The body both modes send; the shared schema trims, parses the numbers and turns '' into none. */
function toInput(values: EquipmentFormValues) {
  return {
    name: values.name,
    category: values.category,
    condition: values.condition,
    purchaseDate: values.purchaseDate,
    lastMaintenanceDate: values.lastMaintenanceDate || null,
    maintenanceInterval: values.maintenanceInterval || null,
    purchasePrice: values.purchasePrice || null,
  };
}

function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {props.label}
      </label>
      <select
        id={id}
        className="input"
        required
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Add Equipment and Edit Equipment: one dialog in two modes (spec part 2 §4). */
export function EquipmentFormDialog({
  open,
  onClose,
  piece,
}: {
  open: boolean;
  onClose: () => void;
  /** Edit mode when given. */
  piece?: EquipmentData | undefined;
}) {
  return (
    <Modal open={open} onClose={onClose} title={piece ? s.editTitle : s.addTitle} description={s.description}>
      <EquipmentForm piece={piece} onClose={onClose} />
    </Modal>
  );
}

/** Mounted each time the dialog opens, so it starts from the piece or the defaults. */
function EquipmentForm({ piece, onClose }: { piece?: EquipmentData | undefined; onClose: () => void }) {
  const [values, setValues] = useState(() => initialValues(piece));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateEquipment();
  const update = useUpdateEquipment();

  const change = (patch: Partial<EquipmentFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const bind = (name: 'name' | 'purchaseDate' | 'lastMaintenanceDate' | 'maintenanceInterval' | 'purchasePrice') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change({ [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(ZCreateEquipmentRequest, toInput(values));
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    try {
      if (piece) await update.mutateAsync({ id: piece.id, ...toInput(values) });
      else await create.mutateAsync(toInput(values));
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify.error(m.saveFailed, errorMessage(error, m.saveFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="equipment-form">
      <TextField
        label={s.name}
        placeholder={s.namePlaceholder}
        autoComplete="off"
        autoFocus
        required
        maxLength={200}
        {...bind('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={s.category}
          value={values.category}
          options={equipmentCategories}
          labels={equipmentStrings.categories}
          onChange={(category) => change({ category })}
        />
        <SelectField
          label={s.condition}
          value={values.condition}
          options={equipmentConditions}
          labels={equipmentStrings.conditions}
          onChange={(condition) => change({ condition })}
        />
        <TextField label={s.purchaseDate} type="date" {...bind('purchaseDate')} />
        <TextField label={s.lastMaintenanceDate} type="date" {...bind('lastMaintenanceDate')} />
        <TextField
          label={s.maintenanceInterval}
          type="number"
          min={1}
          max={3650}
          step={1}
          inputMode="numeric"
          placeholder={s.optional}
          {...bind('maintenanceInterval')}
        />
        <TextField
          label={s.purchasePrice}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          placeholder={s.optional}
          {...bind('purchasePrice')}
        />
      </div>
      <DialogActions
        onCancel={onClose}
        cancelLabel={s.cancel}
        pending={create.isPending || update.isPending}
        pendingLabel={s.saving}
        submitLabel={piece ? s.saveChanges : s.save}
      />
    </form>
  );
}
