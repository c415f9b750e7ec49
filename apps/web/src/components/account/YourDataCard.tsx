import { useRef, useState, type ChangeEvent } from 'react';
import { Download, Upload } from 'lucide-react';
import { messages } from '@sous/domain';
import { accountStrings } from '../../lib/accountStrings';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import { trpc } from '../../lib/trpc';
import { Spinner } from '../Spinner';

const s = accountStrings.yourData;

/** Everything the cook owns as one JSON file, and the way back into an empty account (GET/POST /api/account/export|import). */
export function YourDataCard() {
  const utils = trpc.useUtils();
  const fileInput = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const importData = trpc.accountData.import.useMutation({
    onSuccess: async () => {
      notify.success(messages.accountData.imported);
      await utils.invalidate();
    },
    onError: (error) => notify.error(s.importFailed, errorMessage(error, s.importFailed)),
  });

  async function download() {
    setExporting(true);
    try {
      const document = await utils.accountData.export.fetch(undefined, { staleTime: 0 });
      const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
      const link = Object.assign(window.document.createElement('a'), {
        href: url,
        download: `sous-export-${new Date().toISOString().slice(0, 10)}.json`,
      });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify.error(s.exportFailed, errorMessage(error, s.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      notify.error(s.importFailed, s.notJson);
      return;
    }
    importData.mutate(parsed as Parameters<typeof importData.mutate>[0]);
  }

  return (
    <section className="card p-6" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className="text-lg font-semibold">
        {s.title}
      </h2>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{s.description}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={() => void download()} disabled={exporting}>
          {exporting ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
          {s.exportButton}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={() => fileInput.current?.click()}
          disabled={importData.isPending}
        >
          {importData.isPending ? <Spinner className="size-4" /> : <Upload className="size-4" aria-hidden />}
          {s.importButton}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="hidden"
          onChange={(event) => void upload(event)}
          aria-label={s.importButton}
        />
      </div>
    </section>
  );
}
