import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { Check, Copy, KeyRound, TriangleAlert } from 'lucide-react';
import { COPIED_INDICATOR_MS } from '@sous/domain';
import { strings } from '../../lib/strings';
import { Spinner } from '../Spinner';

const s = strings.secretKey;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API unavailable (plain http on a LAN address): fall back to a selection copy.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

interface SecretKeyDialogProps {
  secretKey: string;
  busy?: boolean;
  onConfirm: () => void;
}

/**
 * The recovery key, shown once. It cannot be dismissed without confirming: Escape or a backdrop
 * click shows a warning instead, and leaving the page asks the browser for an unload warning.
 */
export function SecretKeyDialog({ secretKey, busy = false, onConfirm }: SecretKeyDialogProps) {
  const [copied, setCopied] = useState(false);
  const [saved, setSaved] = useState(false);
  const [warning, setWarning] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.clearTimeout(timer.current);
    };
  }, []);

  const copy = async () => {
    if (await copyText(secretKey)) {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    }
  };

  return (
    <Dialog open onClose={() => setWarning(true)} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-black/80 backdrop-blur-[2px]" />
      <div className="relative flex min-h-full w-full items-center justify-center p-4">
        <DialogPanel className="card w-full max-w-lg p-6 shadow-xl" data-testid="secret-key-dialog">
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
              <KeyRound className="size-5" aria-hidden />
            </span>
            <DialogTitle className="text-lg font-semibold">{s.title}</DialogTitle>
          </div>
          <Description className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">{s.description}</Description>

          <div className="mt-4 flex items-stretch gap-2">
            <code
              data-testid="secret-key"
              className="min-w-0 flex-1 rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2.5 font-mono text-sm break-all select-all dark:border-zinc-700 dark:bg-zinc-950"
            >
              {secretKey}
            </code>
            <button type="button" className="btn-secondary shrink-0" onClick={() => void copy()}>
              {copied ? (
                <Check className="size-4 text-green-600" aria-hidden />
              ) : (
                <Copy className="size-4" aria-hidden />
              )}
              {copied ? s.copied : s.copy}
            </button>
          </div>

          {warning ? (
            <p
              role="alert"
              className="mt-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {s.closeWarning}
            </p>
          ) : null}

          <label className="mt-5 flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 rounded border-zinc-300 accent-(--accent)"
              checked={saved}
              onChange={(event) => setSaved(event.target.checked)}
            />
            <span>{s.confirmCheckbox}</span>
          </label>

          <div className="mt-6 flex justify-end">
            <button
              type="button"
              className="btn-primary w-full sm:w-auto"
              disabled={!saved || busy}
              onClick={onConfirm}
            >
              {busy ? <Spinner className="size-4 text-white" /> : null}
              {busy ? s.continuing : s.confirmButton}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
