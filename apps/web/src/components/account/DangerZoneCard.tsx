import { useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { messages, ZDeleteAccountRequest } from '@sous/domain';
import { accountStrings } from '../../lib/accountStrings';
import { useForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { FormAlert, TextField } from '../TextField';
import { useDeleteAccount } from './useAccount';

const s = accountStrings.danger;

/** Danger Zone: deleting the account asks for the password, then the session ends at /auth. */
export function DangerZoneCard() {
  const [open, setOpen] = useState(false);
  return (
    <section
      className="card border-red-200 p-6 dark:border-red-900/70"
      aria-labelledby="danger-heading"
      data-testid="danger-zone"
    >
      <h2 id="danger-heading" className="flex items-center gap-2 text-lg font-semibold text-red-700 dark:text-red-400">
        <TriangleAlert className="size-5" aria-hidden />
        {s.title}
      </h2>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{s.description}</p>
      <button type="button" className="btn-danger mt-4" onClick={() => setOpen(true)}>
        {s.button}
      </button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm(ZDeleteAccountRequest, { password: '' });
  const { remove, isPending } = useDeleteAccount();

  const close = () => {
    if (isPending) return;
    form.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check();
    if (!input) return;
    try {
      await remove(input.password);
    } catch (error) {
      const message = form.fail(error, messages.auth.deleteAccountFailedDetail);
      notify.error(`${messages.auth.deleteAccountFailed}: ${message}`);
    }
  };

  return (
    <Modal open={open} onClose={close} title={s.dialogTitle} description={s.dialogDescription} size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextField label={s.password} type="password" autoComplete="current-password" autoFocus {...form.field('password')} />
        <FormAlert message={form.formError} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={close}>
            {s.cancel}
          </button>
          <button type="submit" className="btn-danger" disabled={isPending}>
            {isPending ? <Spinner className="size-4 text-white" /> : null}
            {isPending ? s.deleting : s.confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
