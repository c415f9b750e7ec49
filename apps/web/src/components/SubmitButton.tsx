import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/** A form's primary button: disabled with a spinner and its pending label while the call runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  className = '',
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={`btn-primary ${className}`} disabled={pending}>
      {pending ? <Spinner className="size-4 text-white" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
