import { LoaderCircle } from 'lucide-react';
import { strings } from '../lib/strings';

export function Spinner({ className = 'size-6' }: { className?: string }) {
  return <LoaderCircle aria-hidden className={`animate-spin text-accent ${className}`} />;
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <Spinner className="size-8" />
      <span className="sr-only">{strings.loading}</span>
    </div>
  );
}
