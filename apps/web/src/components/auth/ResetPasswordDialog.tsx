import type { FormEvent } from 'react';
import { messages, ZResetPasswordRequest } from '@sous/domain';
import { useForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { DialogActions } from '../DialogActions';
import { Modal } from '../Modal';
import { FormAlert, TextField } from '../TextField';

export function ResetPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm(ZResetPasswordRequest, { username: '', secretKey: '', newPassword: '' });
  const reset = trpc.auth.resetPassword.useMutation();

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check();
    if (!input) return;
    try {
      const result = await reset.mutateAsync(input);
      notify.success(result.message || messages.auth.passwordReset);
      close();
    } catch (error) {
      notify.error(`${strings.auth.passwordResetFailedPrefix}${form.fail(error, messages.auth.passwordResetFailed)}`);
    }
  };

  return (
    <Modal open={open} onClose={close} title={strings.auth.resetTitle} description={strings.auth.resetDescription}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label={strings.auth.username} autoComplete="username" {...form.field('username')} name="reset-username" />
        <TextField
          label={strings.auth.secretKey}
          autoComplete="off"
          spellCheck={false}
          className="[&_input]:font-mono"
          {...form.field('secretKey')}
        />
        <TextField label={strings.auth.newPassword} type="password" autoComplete="new-password" {...form.field('newPassword')} />
        <FormAlert message={form.formError} />
        <DialogActions
          onCancel={close}
          cancelLabel={strings.auth.cancel}
          pending={reset.isPending}
          pendingLabel={strings.auth.resetting}
          submitLabel={strings.auth.resetButton}
        />
      </form>
    </Modal>
  );
}
