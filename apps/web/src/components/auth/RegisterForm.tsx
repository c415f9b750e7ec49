import type { FormEvent } from 'react';
import { messages, ZRegisterRequest } from '@sous/domain';
import { useForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { strings } from '../../lib/strings';
import { trpc, type CurrentUser } from '../../lib/trpc';
import { SubmitButton } from '../SubmitButton';
import { FormAlert, TextField } from '../TextField';

export interface Registered {
  user: CurrentUser;
  token: string | null;
  secretKey: string | null;
}

export function RegisterForm({ onRegistered }: { onRegistered: (result: Registered) => void }) {
  const form = useForm(ZRegisterRequest, { username: '', password: '', name: '', email: '' });
  const register = trpc.auth.register.useMutation();
  const toast = (message: string) => notify.error(`${strings.auth.registrationFailedPrefix}${message}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check();
    if (!input) return;
    try {
      const result = await register.mutateAsync(input);
      if (!result?.user) {
        form.alert(messages.auth.registrationMissingData);
        toast(messages.auth.registrationMissingData);
        return;
      }
      onRegistered({ user: result.user, token: result.token ?? null, secretKey: result.secretKey || null });
    } catch (error) {
      toast(form.fail(error, messages.auth.registrationFailed));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={strings.auth.registerTab}>
      <TextField label={strings.auth.username} autoComplete="username" {...form.field('username')} />
      <TextField label={strings.auth.password} type="password" autoComplete="new-password" {...form.field('password')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={strings.auth.name} autoComplete="name" {...form.field('name')} />
        <TextField label={strings.auth.email} type="email" autoComplete="email" {...form.field('email')} />
      </div>
      <FormAlert message={form.formError} />
      <SubmitButton pending={register.isPending} pendingLabel={strings.auth.registering} className="w-full">
        {strings.auth.registerButton}
      </SubmitButton>
    </form>
  );
}
