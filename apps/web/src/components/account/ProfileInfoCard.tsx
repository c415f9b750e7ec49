import { useState, type FormEvent } from 'react';
import { displayName, messages, ZUpdateProfileRequest } from '@sous/domain';
import { accountStrings } from '../../lib/accountStrings';
import { useForm } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { errorMessage } from '../../lib/session';
import type { CurrentUser } from '../../lib/trpc';
import { SubmitButton } from '../SubmitButton';
import { FormAlert, TextField } from '../TextField';
import { useUpdateProfile } from './useAccount';

const s = accountStrings.profile;

function PicturePreview({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url.trim() !== '' && failed !== url;
  return showImage ? (
    <img
      src={url}
      alt={s.pictureAlt}
      onError={() => setFailed(url)}
      className="size-20 shrink-0 rounded-full object-cover ring-2 ring-accent-soft"
    />
  ) : (
    <span
      aria-hidden
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-accent-soft text-3xl font-semibold text-accent uppercase"
    >
      {name.slice(0, 1) || '?'}
    </span>
  );
}

/** Name, email and picture; the username shows read-only. */
export function ProfileInfoCard({ user }: { user: CurrentUser }) {
  const form = useForm(ZUpdateProfileRequest, {
    name: user.name ?? '',
    email: user.email ?? '',
    profilePicture: user.profilePicture ?? '',
  });
  const { update, isPending } = useUpdateProfile();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check();
    if (!input) return;
    try {
      await update({ name: input.name ?? '', email: input.email ?? '', profilePicture: input.profilePicture ?? '' });
      notify.success(s.saved, s.savedDescription);
    } catch (error) {
      form.fail(error, messages.auth.profileUpdateFailed);
      notify.error(messages.auth.updateFailedTitle, errorMessage(error, messages.auth.updateProfileFailed));
    }
  };

  return (
    <section className="card p-6" aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-lg font-semibold">
        {s.heading}
      </h2>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{s.description}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <PicturePreview url={form.values.profilePicture} name={form.values.name || (displayName(user) ?? '')} />
          <TextField
            className="flex-1"
            label={s.picture}
            type="url"
            inputMode="url"
            placeholder={s.picturePlaceholder}
            {...form.field('profilePicture')}
          />
        </div>
        <p className="-mt-2 text-xs text-zinc-500 dark:text-zinc-400">{s.pictureHint}</p>
        <TextField label={s.username} value={user.username} readOnly aria-readonly className="[&_input]:bg-zinc-100 [&_input]:text-zinc-500 dark:[&_input]:bg-zinc-800" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={s.name} autoComplete="name" placeholder={s.namePlaceholder} maxLength={100} {...form.field('name')} />
          <TextField label={s.email} type="email" autoComplete="email" placeholder={s.emailPlaceholder} {...form.field('email')} />
        </div>
        <FormAlert message={form.formError} />
        <div className="flex justify-end">
          <SubmitButton pending={isPending} pendingLabel={s.saving}>
            {s.save}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
