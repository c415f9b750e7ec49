import { useId, useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import {
  addDays,
  aiMessages,
  carbonFootprints,
  nutrientKeys,
  packagingKinds,
  pantrySustainabilityScore,
  parseInteger,
  ZCreatePantryItemRequest,
  type AiSource,
  type CarbonFootprint,
  type Nutrient,
  type Packaging,
  type UpdatePantryItemRequest,
} from '@sous/domain';
import type { FieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { pantryStrings } from '../../lib/pantryStrings';
import { errorMessage, fieldErrorsOf } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { SustainabilityBadge } from '../recipes/SustainabilityBadge';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import { AiSourceBadge } from '../ui/AiSourceBadge';
import { TextAreaField } from '../ui/TextAreaField';
import { pantryToday, useCreatePantryItem, useUpdatePantryItem, type PantryItemData } from './usePantry';
import { pantryMessages, recipesMessages } from '@sous/domain';

const s = pantryStrings.form;
const m = recipesMessages;

/** The form's text values, numbers as typed; '' in a select is its 'Select...' option. */
export interface PantryFormValues {
  name: string;
  quantity: string;
  category: string;
  expiryDate: string;
  image_url: string;
  location: string;
  notes: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  packaging: Packaging | '';
  carbonFootprint: CarbonFootprint | '';
}

const emptyPantryForm: PantryFormValues = {
  name: '',
  quantity: '',
  category: '',
  expiryDate: '',
  image_url: '',
  location: '',
  notes: '',
  calories: '0',
  protein: '0',
  carbs: '0',
  fat: '0',
  packaging: '',
  carbonFootprint: '',
};

function itemToFormValues(item: PantryItemData): PantryFormValues {
  return {
    name: item.name,
    quantity: item.quantity,
    category: item.category,
    expiryDate: item.expiryDate ?? '',
    image_url: item.image_url ?? '',
    location: item.location ?? '',
    notes: item.notes ?? '',
    calories: String(item.nutritionInfo.calories),
    protein: String(item.nutritionInfo.protein),
    carbs: String(item.nutritionInfo.carbs),
    fat: String(item.nutritionInfo.fat),
    packaging: item.sustainabilityInfo.packaging ?? '',
    carbonFootprint: item.sustainabilityInfo.carbonFootprint ?? '',
  };
}

/** The create body; the server's schema trims, parses the integers and turns '' into none. */
function toInput(values: PantryFormValues) {
  return {
    name: values.name,
    quantity: values.quantity,
    category: values.category,
    expiryDate: values.expiryDate,
    image_url: values.image_url.trim(),
    location: values.location,
    notes: values.notes,
    nutritionInfo: { calories: values.calories, protein: values.protein, carbs: values.carbs, fat: values.fat },
    sustainabilityInfo: { packaging: values.packaging, carbonFootprint: values.carbonFootprint },
  };
}

const textFields = ['name', 'quantity', 'category'] as const;
const clearableFields = ['image_url', 'location', 'notes'] as const;

/** The PATCH body: only what changed; a cleared field is null, the expiry an ISO string (spec part 1 §7). */
function changesOf(initial: PantryFormValues, values: PantryFormValues): Omit<UpdatePantryItemRequest, 'id'> {
  const changes: Omit<UpdatePantryItemRequest, 'id'> = {};
  for (const key of textFields) if (values[key] !== initial[key]) changes[key] = values[key];
  for (const key of clearableFields) if (values[key].trim() !== initial[key]) changes[key] = values[key].trim() || null;
  if (values.expiryDate !== initial.expiryDate)
    changes.expiryDate = values.expiryDate ? `${values.expiryDate}T00:00:00.000Z` : null;
  if (nutrientKeys.some((nutrient) => values[nutrient] !== initial[nutrient]))
    changes.nutritionInfo = toInput(values).nutritionInfo;
  const sustainability: NonNullable<UpdatePantryItemRequest['sustainabilityInfo']> = {};
  if (values.packaging !== initial.packaging) sustainability.packaging = values.packaging || null;
  if (values.carbonFootprint !== initial.carbonFootprint)
    sustainability.carbonFootprint = values.carbonFootprint || null;
  if (Object.keys(sustainability).length > 0) changes.sustainabilityInfo = sustainability;
  return changes;
}

/**
 * Messages of the shared schema keyed by form field (nutrition and sustainability by their own
 * names). An expiry already past when editing stays allowed until it is changed.
 */
function validatePantryItem(values: PantryFormValues, initial: PantryFormValues | null): FieldErrors {
  const result = ZCreatePantryItemRequest.safeParse(toInput(values));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [first, second] = issue.path;
    const nested = (first === 'nutritionInfo' || first === 'sustainabilityInfo') && second !== undefined;
    const key = String(nested ? second : (first ?? ''));
    if (key === 'expiryDate' && initial && values.expiryDate === initial.expiryDate) continue;
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

const nutrientLabels: Record<Nutrient, string> = {
  calories: s.calories,
  protein: s.protein,
  carbs: s.carbs,
  fat: s.fat,
};

interface PantryFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit mode: only the changed fields are patched through pantry.update. */
  item?: PantryItemData | undefined;
  /** Create mode: called with the saved item and whether its nutrition reached today's progress. */
  onCreated?: ((item: PantryItemData, progressAdded: boolean) => void) | undefined;
}

/** Add Pantry Item and Edit Pantry Item: one form in three sections, validated on each change. */
export function PantryFormDialog({ open, onClose, item, onCreated }: PantryFormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={item ? pantryMessages.editDialogTitle : pantryMessages.addDialogTitle}
      size="lg"
    >
      <PantryForm item={item} onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-zinc-200 px-3 pt-1 pb-4 sm:px-4 dark:border-zinc-800">
      <legend className="px-1 text-sm font-semibold text-zinc-900 dark:text-white">{title}</legend>
      <div className="space-y-4 pt-1">{children}</div>
    </fieldset>
  );
}

function SelectField<T extends string>({
  label,
  value,
  options,
  labels,
  error,
  onChange,
}: {
  label: string;
  value: T | '';
  options: readonly T[];
  labels: Record<T, string>;
  error?: string | undefined;
  onChange: (value: T | '') => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as T | '')}
      >
        <option value="">{s.select}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Mounted each time the dialog opens, so it starts from the item or empty. */
function PantryForm({
  item,
  onClose,
  onCreated,
}: {
  item?: PantryItemData | undefined;
  onClose: () => void;
  onCreated?: ((item: PantryItemData, progressAdded: boolean) => void) | undefined;
}) {
  const [initial] = useState<PantryFormValues | null>(() => (item ? itemToFormValues(item) : null));
  const [values, setValues] = useState<PantryFormValues>(() => initial ?? emptyPantryForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [source, setSource] = useState<AiSource | null>(null);
  const categoriesId = useId();
  const today = pantryToday();

  const create = useCreatePantryItem();
  const update = useUpdatePantryItem();
  const generate = trpc.ai.generatePantryItem.useMutation();

  const errors = useMemo(() => validatePantryItem(values, initial), [values, initial]);
  const shown = (name: keyof PantryFormValues) =>
    serverErrors[name] ?? (submitted || touched.has(name) ? errors[name] : undefined);
  const score = pantrySustainabilityScore({
    calories: parseInteger(values.calories),
    packaging: values.packaging || null,
    carbonFootprint: values.carbonFootprint || null,
  });

  const change = (patch: Partial<PantryFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setTouched((previous) => new Set([...previous, ...Object.keys(patch)]));
    setServerErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const bind = (name: Exclude<keyof PantryFormValues, 'packaging' | 'carbonFootprint'>) => ({
    name,
    value: values[name],
    error: shown(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ [name]: event.target.value }),
  });

  const runGenerate = async () => {
    const itemName = values.name.trim();
    if (!itemName) {
      notify.error(aiMessages.itemNameRequired, aiMessages.itemNameRequiredDescription);
      return;
    }
    try {
      const details = await generate.mutateAsync({ itemName, category: values.category.trim() || null });
      change({
        name: details.name,
        category: details.category,
        quantity: details.quantity,
        expiryDate: addDays(today, details.expiryDays),
        calories: String(Math.round(details.nutritionInfo.calories)),
        protein: String(Math.round(details.nutritionInfo.protein)),
        carbs: String(Math.round(details.nutritionInfo.carbs)),
        fat: String(Math.round(details.nutritionInfo.fat)),
        packaging: details.sustainabilityInfo.packaging,
        carbonFootprint: details.sustainabilityInfo.carbonFootprint,
        // A picture the model knows only fills an empty field: the user's own URL stays.
        ...(details.image_url && !values.image_url.trim() ? { image_url: details.image_url } : {}),
      });
      setSource(details.source);
    } catch (error) {
      notify.error(aiMessages.generationFailed, errorMessage(error, aiMessages.generatePantryFailed));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      notify.error(m.validationErrorTitle, m.validationErrorDescription);
      return;
    }
    try {
      if (item && initial) {
        const changes = changesOf(initial, values);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id: item.id, ...changes });
      } else {
        const { item: saved, progressAdded } = await create.mutateAsync(toInput(values));
        onCreated?.(saved, progressAdded);
      }
      onClose();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      const title = item ? s.updateFailed : s.createFailed;
      notify.error(title, errorMessage(error, m.validationErrorDescription));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="pantry-form">
      <Section title={s.basic}>
        <div className="flex items-start gap-2">
          <TextField
            label={s.name}
            placeholder={s.namePlaceholder}
            autoComplete="off"
            autoFocus
            className="min-w-0 flex-1"
            {...bind('name')}
          />
          <button
            type="button"
            className="btn-secondary mt-6 shrink-0"
            onClick={runGenerate}
            disabled={generate.isPending}
            title={s.generateHint}
          >
            {generate.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Sparkles className="size-4 text-accent" aria-hidden />
            )}
            {generate.isPending ? s.generating : s.generate}
          </button>
        </div>
        {source ? (
          <p className="-mt-2 flex items-center gap-2">
            <AiSourceBadge source={source} />
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={s.quantity} placeholder={s.quantityPlaceholder} autoComplete="off" {...bind('quantity')} />
          <TextField
            label={s.category}
            placeholder={s.categoryPlaceholder}
            autoComplete="off"
            list={categoriesId}
            {...bind('category')}
          />
          <datalist id={categoriesId}>
            {pantryStrings.categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <TextField label={s.expiryDate} type="date" min={today} {...bind('expiryDate')} />
          <TextField label={s.location} placeholder={s.locationPlaceholder} autoComplete="off" {...bind('location')} />
        </div>
        <TextField label={s.imageUrl} type="url" inputMode="url" placeholder="https://" {...bind('image_url')} />
        <TextAreaField label={s.notes} rows={2} className="[&_textarea]:min-h-16" {...bind('notes')} />
      </Section>

      <Section title={s.nutrition}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {nutrientKeys.map((nutrient) => (
            <TextField
              key={nutrient}
              label={nutrientLabels[nutrient]}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              {...bind(nutrient)}
            />
          ))}
        </div>
      </Section>

      <Section title={s.sustainability}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={s.packaging}
            value={values.packaging}
            options={packagingKinds}
            labels={pantryStrings.packaging}
            error={shown('packaging')}
            onChange={(packaging) => change({ packaging })}
          />
          <SelectField
            label={s.carbonFootprint}
            value={values.carbonFootprint}
            options={carbonFootprints}
            labels={pantryStrings.carbonFootprint}
            error={shown('carbonFootprint')}
            onChange={(carbonFootprint) => change({ carbonFootprint })}
          />
        </div>
        <div
          className="flex items-center justify-between gap-3 rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60"
          data-testid="sustainability-preview"
        >
          <div>
            <p className="text-sm font-medium">{s.scorePreview}</p>
            <p className="text-xs text-zinc-500 dark:text-zinc-400">{s.scoreHint}</p>
          </div>
          <SustainabilityBadge score={score} />
        </div>
      </Section>

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
