import { SubmitButton } from './SubmitButton';

/** Cancel and submit at the foot of a dialog's form; stacked on phones, submit first in reach. */
export function DialogActions(props: {
  onCancel: () => void;
  cancelLabel: string;
  pending: boolean;
  pendingLabel: string;
  submitLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <button type="button" className="btn-secondary" onClick={props.onCancel}>
        {props.cancelLabel}
      </button>
      <SubmitButton pending={props.pending} pendingLabel={props.pendingLabel}>
        {props.submitLabel}
      </SubmitButton>
    </div>
  );
}
