import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_SERVER_MESSAGES, ChangePasswordInputSchema } from '@paddock/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PasswordField, SubmitButton } from '@/components/ui/form/form-controls';
import { isApiError } from '@/lib/api-client';
import { serverMessage, tooCommonPasswordMessage } from '@/lib/error-messages';
import { ACCOUNT_NOTICES } from '../account-notices';
import { changePassword } from '../api/change-password';

type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      reset();
      toast.success(ACCOUNT_NOTICES.passwordUpdated);
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_PASSWORD') {
        setError('currentPassword', { message: ACCOUNT_SERVER_MESSAGES.currentPasswordWrong }, { shouldFocus: true });
        return;
      }
      const tooCommon = tooCommonPasswordMessage(error);
      if (tooCommon) {
        setError('newPassword', { message: tooCommon }, { shouldFocus: true });
        return;
      }
      toast.error(serverMessage(error, 'Failed to update password. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="flex flex-col gap-5">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-carbon-700 pt-5">
        <p className="text-xs text-ink-400">Your other devices are signed out when the password changes.</p>
        <SubmitButton pending={isSubmitting} pendingLabel="Updating...">
          Update Password
        </SubmitButton>
      </div>
    </form>
  );
}
