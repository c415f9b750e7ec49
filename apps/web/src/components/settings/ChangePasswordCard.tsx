import type { FormEvent } from 'react';
import { messages, ZChangePasswordForm } from '@sous/domain';
import { useForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { accountStrings } from '../../lib/accountStrings';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { SubmitButton } from '../SubmitButton';
import { FormAlert, TextField } from '../TextField';

const s = strings.settings;

export function ChangePasswordCard() {
  const form = useForm(ZChangePasswordForm, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const change = trpc.auth.changePassword.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check();
    if (!input) return;
    try {
      const result = await change.mutateAsync({ currentPassword: input.currentPassword, newPassword: input.newPassword });
      notify.success(result.message || messages.auth.passwordChanged);
      form.reset();
    } catch (error) {
      const message = form.fail(error, messages.auth.changePasswordFailed);
      notify.error(messages.auth.changePasswordFailed, message === messages.auth.changePasswordFailed ? undefined : message);
    }
  };

  return (
    <section className="card p-6" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="text-lg font-semibold">
        {s.changePassword}
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{accountStrings.security.passwordHint}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextField label={s.currentPassword} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={s.newPassword} type="password" autoComplete="new-password" {...form.field('newPassword')} />
          <TextField label={s.confirmPassword} type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        </div>
        <FormAlert message={form.formError} />
        <div className="flex justify-end">
          <SubmitButton pending={change.isPending} pendingLabel={s.saving}>
            {s.save}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
