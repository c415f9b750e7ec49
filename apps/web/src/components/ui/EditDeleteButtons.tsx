import { Pencil, Trash2 } from 'lucide-react';

interface EditDeleteButtonsProps {
  onEdit: () => void;
  onDelete: () => void;
  editLabel: string;
  deleteLabel: string;
  /** Visible words for the `buttons` look; tooltips for the `icons` look. */
  editText: string;
  deleteText: string;
  /** `buttons`: two half-width labelled buttons (cards); `icons`: two icon buttons (list rows). */
  look: 'buttons' | 'icons';
  className?: string;
}

/** The Edit and Delete pair every owned card and list row shows, named after the thing it acts on. */
export function EditDeleteButtons({
  onEdit,
  onDelete,
  editLabel,
  deleteLabel,
  editText,
  deleteText,
  look,
  className = '',
}: EditDeleteButtonsProps) {
  if (look === 'icons') {
    return (
      <div className={`flex shrink-0 gap-1 ${className}`}>
        <button type="button" className="icon-btn" onClick={onEdit} aria-label={editLabel} title={editText}>
          <Pencil className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className="icon-btn hover:text-red-600 dark:hover:text-red-400"
          onClick={onDelete}
          aria-label={deleteLabel}
          title={deleteText}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    );
  }
  return (
    <div className={`flex gap-2 ${className}`}>
      <button type="button" className="btn-secondary flex-1" onClick={onEdit} aria-label={editLabel}>
        <Pencil className="size-4" aria-hidden />
        {editText}
      </button>
      <button
        type="button"
        className="btn-secondary flex-1 hover:border-red-300 hover:text-red-600 dark:hover:border-red-800 dark:hover:text-red-400"
        onClick={onDelete}
        aria-label={deleteLabel}
      >
        <Trash2 className="size-4" aria-hidden />
        {deleteText}
      </button>
    </div>
  );
}
