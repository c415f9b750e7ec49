import { useState, type FormEvent } from 'react';
import { cuisineStrings } from '../../lib/cuisineStrings';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { FormAlert } from '../TextField';
import { TextAreaField } from '../ui/TextAreaField';

const s = cuisineStrings.recipe;

export interface TextPart {
  label: string;
  hint?: string;
  initial: string;
}

/** Add/Edit Steps and Add/Edit Ingredients: one or two text areas saved together. */
export function EditTextDialog({
  open,
  onClose,
  title,
  parts,
  pending,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  parts: TextPart[];
  pending: boolean;
  /** Answers an error message to show, or null when saved. */
  onSave: (texts: string[]) => Promise<string | null>;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <EditTextForm key={String(open)} parts={parts} pending={pending} onClose={onClose} onSave={onSave} />
    </Modal>
  );
}

function EditTextForm({
  parts,
  pending,
  onClose,
  onSave,
}: {
  parts: TextPart[];
  pending: boolean;
  onClose: () => void;
  onSave: (texts: string[]) => Promise<string | null>;
}) {
  const [texts, setTexts] = useState(() => parts.map((part) => part.initial));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const failure = await onSave(texts);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {parts.map((part, index) => (
        <TextAreaField
          key={part.label}
          label={part.label}
          hint={part.hint}
          rows={index === 0 ? 8 : 4}
          autoFocus={index === 0}
          value={texts[index] ?? ''}
          onChange={(event) => {
            const { value } = event.target;
            setTexts((previous) => previous.map((text, at) => (at === index ? value : text)));
          }}
        />
      ))}
      <FormAlert message={error} />
      <DialogActions
        onCancel={onClose}
        cancelLabel={s.cancel}
        pending={pending}
        pendingLabel={s.saving}
        submitLabel={s.save}
      />
    </form>
  );
}
