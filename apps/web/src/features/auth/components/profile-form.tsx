import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_INPUT_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  AUTH_ERROR_CODES,
  type CurrentUser,
  type ProfileUpdate,
} from '@paddock/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ButtonLink } from '@/components/ui/button';
import { PasswordField, SubmitButton, TextField } from '@/components/ui/form/form-controls';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverMessage, usernameRefusalMessage } from '@/lib/error-messages';
import { setCurrentUser } from '@/lib/session/session';
import { ACCOUNT_NOTICES } from '../account-notices';
import { profileQueryKey, useProfile } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { ProfileFormSchema, type ProfileFormValues } from '../schemas';

export const pendingEmailMessage = (email: string) =>
  `Almost done: we sent a confirmation link to ${email}. Check that inbox (and spam!) to finish changing your email.`;

/** Only what differs from the saved profile (spec member-site §5 Settings), with the password an email change needs. */
export function changedFields(user: CurrentUser, values: ProfileFormValues): ProfileUpdate {
  const changes: ProfileUpdate = {};
  if (values.username !== user.username) changes.username = values.username;
  if (values.email !== user.email.toLowerCase()) {
    changes.email = values.email;
    changes.currentPassword = values.currentPassword ?? '';
  }
  return changes;
}

/** The server's answers about the current password, shown under its field. */
const PASSWORD_CODES: readonly string[] = [AUTH_ERROR_CODES.invalidPassword, AUTH_ERROR_CODES.currentPasswordRequired];

export function ProfileForm({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  // Read from the server, so a change still waiting for its link shows after a reload too.
  const pendingEmail = useProfile().data?.pendingEmail ?? null;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: { username: user.username, email: user.email, currentPassword: '' },
  });
  // A new email is the one change that needs the password again (a session alone is not enough).
  const changingEmail = (watch('email') ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async (values) => {
    const changes = changedFields(user, values);
    if (Object.keys(changes).length === 0) {
      toast.info(ACCOUNT_INPUT_MESSAGES.noChanges);
      return;
    }
    if (changes.email && !changes.currentPassword) {
      setError('currentPassword', { message: ACCOUNT_SERVER_MESSAGES.currentPasswordNeeded }, { shouldFocus: true });
      return;
    }
    try {
      const updated = await updateProfile(changes);
      setCurrentUser(queryClient, {
        id: updated.id,
        username: updated.username,
        email: updated.email,
        role: updated.role,
      });
      reset({ username: updated.username, email: updated.email, currentPassword: '' });
      toast.success(ACCOUNT_NOTICES.profileUpdated);
      queryClient.setQueryData(profileQueryKey, updated);
      if (updated.pendingEmail) toast.info(pendingEmailMessage(updated.pendingEmail));
    } catch (error) {
      if (isApiError(error)) {
        for (const issue of error.errors ?? []) {
          if (issue.path === 'username' || issue.path === 'email' || issue.path === 'currentPassword') {
            setError(issue.path, { message: issue.message });
          }
        }
        const refusal = usernameRefusalMessage(error);
        if (refusal) setError('username', { message: refusal }, { shouldFocus: true });
        if (PASSWORD_CODES.includes(error.code)) {
          setError('currentPassword', { message: error.message }, { shouldFocus: true });
        }
      }
      toast.error(serverMessage(error, ACCOUNT_ERROR_MESSAGES.profileUpdateFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile information" className="flex flex-col gap-5">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="Shown on your liveries and your profile page."
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={
          pendingEmail ? (
            <>
              Waiting for confirmation of <span className="font-semibold text-signal-300">{pendingEmail}</span>.
            </>
          ) : (
            'A change is confirmed with a link sent to the new address.'
          )
        }
        error={errors.email?.message}
        {...register('email')}
      />
      {changingEmail && (
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint="Needed to change your email."
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-carbon-700 pt-5">
        <ButtonLink to={paths.myLiveries.path} variant="ghost" size="lg">
          Cancel
        </ButtonLink>
        <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
          Save Changes
        </SubmitButton>
      </div>
    </form>
  );
}
