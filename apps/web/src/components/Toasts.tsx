import { useEffect } from 'react';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { X } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_MAX_VISIBLE, TOAST_WIDTH_PX } from '@sous/domain';
import { strings } from '../lib/strings';

/** 4 s toasts, at most 3 on screen, each with a close button (spec part 1 §4 and §9). */
export function Toasts() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .filter((_, index) => index >= TOAST_MAX_VISIBLE)
      .forEach((item) => toast.remove(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      gutter={TOAST_GAP_PX}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          width: TOAST_WIDTH_PX,
          maxWidth: 'calc(100vw - 32px)',
          background: 'var(--toast-bg)',
          color: 'var(--toast-fg)',
          border: '1px solid var(--toast-border)',
          borderRadius: 12,
          padding: '10px 8px 10px 14px',
          boxShadow: '0 10px 30px -10px rgb(0 0 0 / 0.35)',
        },
      }}
    >
      {(item) => (
        <ToastBar toast={item} style={{ ...item.style, alignItems: 'flex-start' }}>
          {({ icon, message }) => (
            <div
              className="flex w-full items-start gap-2"
              data-testid="toast"
              role={item.type === 'error' ? 'alert' : 'status'}
            >
              <span className="mt-0.5 shrink-0">{icon}</span>
              <div className="min-w-0 flex-1 [&>div]:m-0 [&>div]:block [&>div]:justify-start">{message}</div>
              {item.type !== 'loading' && (
                <button
                  type="button"
                  aria-label={strings.dismiss}
                  className="-mt-0.5 shrink-0 rounded p-1 opacity-60 hover:opacity-100"
                  onClick={() => toast.dismiss(item.id)}
                >
                  <X className="size-4" />
                </button>
              )}
            </div>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
