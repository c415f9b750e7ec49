import type { FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { messages, ZLoginRequest } from '@sous/domain';
import { useSignIn } from '../../lib/auth';
import { useForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { strings } from '../../lib/strings';
import { trpc } from '../../lib/trpc';
import { SubmitButton } from '../SubmitButton';
import { FormAlert, TextField } from '../TextField';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const form = useForm(ZLoginRequest, { username: '', password: '' });
  const signIn = useSignIn();
  const navigate = useNavigate();
  const login = trpc.auth.login.useMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check();
    if (!input) return;
    try {
      const { token, ...user } = await login.mutateAsync(input);
      signIn(user, token);
      await navigate({ to: '/' });
    } catch (error) {
      const message = form.fail(error, messages.auth.loginFailed);
      notify.error(messages.auth.loginFailed, message === messages.auth.loginFailed ? undefined : message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={strings.auth.loginTab}>
      <TextField label={strings.auth.username} autoComplete="username" {...form.field('username')} />
      <TextField label={strings.auth.password} type="password" autoComplete="current-password" {...form.field('password')} />
      <FormAlert message={form.formError} />
      <SubmitButton pending={login.isPending} pendingLabel={strings.auth.loggingIn} className="w-full">
        {strings.auth.loginButton}
      </SubmitButton>
      <div className="text-center">
        <button type="button" className="link text-sm" onClick={onForgotPassword}>
          {strings.auth.forgotPassword}
        </button>
      </div>
    </form>
  );
}
