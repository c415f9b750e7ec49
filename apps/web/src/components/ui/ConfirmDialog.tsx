import type { ReactNode } from 'react';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';

/** A yes/no question in a small dialog; the confirm button shows a spinner while its call runs. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending = false,
  tone = 'danger',
  children,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel: string;
  pending?: boolean;
  tone?: 'danger' | 'primary';
  children?: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description} size="sm">
      {children}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? 'btn-danger' : 'btn-primary'}
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? <Spinner className="size-4 text-white" /> : null}
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
