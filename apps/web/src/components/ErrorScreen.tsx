import { useEffect } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { messages } from '@sous/domain';
import { strings } from '../lib/strings';

/** The generic error screen (spec part 1 §2). The error is reported to the console; no external analytics. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();

  useEffect(() => {
    console.error('[sous] unexpected error', error);
    queryErrorReset.reset();
  }, [error, queryErrorReset]);

  return (
    <main role="alert" className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-400">
        <TriangleAlert className="size-7" aria-hidden />
      </div>
      <h1 className="mt-4 text-2xl font-bold">{messages.errors.crashTitle}</h1>
      <p className="mt-2 max-w-md text-zinc-600 dark:text-zinc-400">{messages.errors.crashBody}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {strings.errors.tryAgain}
        </button>
        <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
          {strings.errors.reload}
        </button>
      </div>
    </main>
  );
}
