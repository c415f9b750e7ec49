import { useState, type FormEvent } from 'react';
import { messages, ZUpdateProfileRequest, type Preferences } from '@sous/domain';
import { accountStrings } from '../../lib/accountStrings';
import { validate, type FieldErrors } from '../../lib/forms';
import { notify } from '../../lib/notify';
import { errorMessage, fieldErrorsOf } from '../../lib/session';
import type { CurrentUser } from '../../lib/trpc';
import { SubmitButton } from '../SubmitButton';
import { FormAlert, TextField } from '../TextField';
import { LanguageSelect, NotificationsSwitch } from './PreferenceFields';
import { useUpdateProfile } from './useAccount';

const s = accountStrings;

interface Values {
  name: string;
  email: string;
  language: Preferences['language'];
  region: string;
  notifications: boolean;
}

/** The alternate profile page's form: name, email, language, region and notifications, saved together. */
export function ProfileSettingsCard({ user }: { user: CurrentUser }) {
  const [values, setValues] = useState<Values>({
    name: user.name ?? '',
    email: user.email ?? '',
    language: user.preferences.language,
    region: user.preferences.region,
    notifications: user.preferences.notifications,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { update, isPending } = useUpdateProfile();

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = {
      name: values.name,
      email: values.email,
      preferences: { language: values.language, region: values.region, notifications: values.notifications },
    };
    const checked = validate(ZUpdateProfileRequest, input);
    // The region's message sits under the region field, not under "preferences".
    const region = validate(ZUpdateProfileRequest.shape.preferences, input.preferences);
    if (!checked.data || !region.data) {
      setErrors({ ...checked.errors, ...(region.errors?.region && { region: region.errors.region }) });
      return;
    }
    try {
      await update(input);
      notify.success(s.settings.saved);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (!Object.keys(fields).length) setFormError(errorMessage(error, messages.auth.profileUpdateFailed));
      notify.error(messages.auth.updateFailedTitle, errorMessage(error, messages.auth.updateProfileFailed));
    }
  };

  return (
    <section className="card p-6" aria-labelledby="profile-settings-heading">
      <h2 id="profile-settings-heading" className="text-lg font-semibold">
        {s.profile.heading}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={s.profile.name}
            autoComplete="name"
            placeholder={s.profile.namePlaceholder}
            maxLength={100}
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.target.value)}
          />
          <TextField
            label={s.profile.email}
            type="email"
            autoComplete="email"
            placeholder={s.profile.emailPlaceholder}
            value={values.email}
            error={errors.email}
            onChange={(event) => set('email', event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <LanguageSelect value={values.language} onChange={(value) => set('language', value)} />
          <TextField
            label={s.preferences.region}
            placeholder={s.preferences.regionPlaceholder}
            maxLength={100}
            value={values.region}
            error={errors.region}
            onChange={(event) => set('region', event.target.value)}
          />
        </div>
        <NotificationsSwitch checked={values.notifications} onChange={(value) => set('notifications', value)} />
        <FormAlert message={formError} />
        <div className="flex justify-end">
          <SubmitButton pending={isPending} pendingLabel={s.settings.saving}>
            {s.settings.save}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
