import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_ERROR_MESSAGES, MESSAGES, ResetPasswordInputSchema, TIMINGS } from '@paddock/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ButtonLink } from '@/components/ui/button';
import { FormAlert, PasswordField, Spinner, SubmitButton } from '@/components/ui/form/form-controls';
import { KeyIcon } from '@/components/ui/icons/auth-icons';
import { paths } from '@/config/paths';
import { serverMessage, tooCommonPasswordMessage } from '@/lib/error-messages';
import { currentUserQueryKey } from '@/lib/session/get-current-user';
import { forgetUrlCredentials, readUrlCredential } from '@/lib/url-credentials';
import { ACCOUNT_NOTICES } from '../account-notices';
import { checkResetToken, isInvalidTokenError, resetPassword } from '../api/reset-password';

export type UpdatePasswordPhase =
  | { kind: 'checking'; token: string }
  | { kind: 'ready'; token: string }
  | { kind: 'token-error'; message: string }
  | { kind: 'success' };

/**
 * Reads the link the reset e-mail led to: `?token=…`, or `?error=INVALID_TOKEN` from better-auth.
 * On a real page load the token has already left the address bar (main.tsx, before analytics
 * could see it) and waits in memory; `capturedToken` is that one.
 */
export function initialPhase(params: URLSearchParams, capturedToken: string | null = null): UpdatePasswordPhase {
  if (params.has('error')) return { kind: 'token-error', message: ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired };
  const token = (params.get('token') ?? capturedToken)?.trim();
  if (!token) return { kind: 'token-error', message: ACCOUNT_NOTICES.resetLinkInvalid };
  return { kind: 'checking', token };
}

/**
 * /update-password (spec member-site §4 Password reset page): checking link, then valid session
 * (the form), token error or success. A link that cannot be confirmed usable within 5 s becomes
 * the expired-link error.
 */
export function UpdatePasswordPanel() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<UpdatePasswordPhase>(() =>
    initialPhase(searchParams, readUrlCredential(paths.updatePassword.path, 'token')),
  );
  const checkingToken = phase.kind === 'checking' ? phase.token : null;

  // The token is a credential: once read, keep it out of the address bar, the history and memory
  // (coming back to this page later without a link is an invalid link, not a replay).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival.
  useEffect(() => {
    forgetUrlCredentials();
    if (searchParams.has('token')) void navigate({ search: '' }, { replace: true });
  }, []);

  useEffect(() => {
    if (!checkingToken) return;
    const controller = new AbortController();
    const expired = () => setPhase({ kind: 'token-error', message: ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired });
    const timer = window.setTimeout(() => {
      controller.abort();
      expired();
    }, TIMINGS.resetLinkCheckMs);

    checkResetToken(checkingToken, controller.signal)
      .then((verdict) => {
        if (controller.signal.aborted) return;
        window.clearTimeout(timer);
        if (verdict === 'invalid') expired();
        // 'unknown' (say, a rate limit): let the reset call itself be the judge.
        else setPhase({ kind: 'ready', token: checkingToken });
      })
      .catch(() => {
        // Unreachable or aborted: the timer turns this into the expired-link error.
      });
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [checkingToken]);

  switch (phase.kind) {
    case 'checking':
      return (
        <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
          <Spinner className="size-8 border-[3px] text-race-500" />
          <p className="font-semibold">Checking your reset link...</p>
          <p className="text-sm text-ink-400">This only takes a moment.</p>
        </div>
      );
    case 'token-error':
      return (
        <div className="flex flex-col gap-5">
          <FormAlert tone="error">{phase.message}</FormAlert>
          <p className="text-sm leading-relaxed text-ink-400">
            Reset links work once and expire after an hour. To get a new one, go to Login, enter your email and choose{' '}
            <span className="font-semibold text-ink-200">Forgot password?</span>
          </p>
          <ButtonLink to={paths.login.path} size="lg" className="w-full">
            Back to Login
          </ButtonLink>
        </div>
      );
    case 'success':
      return (
        <div className="flex flex-col items-start gap-5">
          <FormAlert tone="success" className="w-full">
            {ACCOUNT_NOTICES.passwordUpdated}
          </FormAlert>
          <p className="text-sm text-ink-400">
            For your security you have been signed out everywhere. Log in with your new password.
          </p>
          <ButtonLink to={paths.login.path} size="lg" className="w-full">
            Go to Login
          </ButtonLink>
        </div>
      );
    case 'ready':
      return (
        <NewPasswordForm
          token={phase.token}
          onDone={() => setPhase({ kind: 'success' })}
          onTokenRejected={() =>
            setPhase({ kind: 'token-error', message: ACCOUNT_ERROR_MESSAGES.resetLinkInvalidOrExpired })
          }
        />
      );
  }
}

type ResetInput = z.input<typeof ResetPasswordInputSchema>;

function NewPasswordForm({
  token,
  onDone,
  onTokenRejected,
}: {
  token: string;
  onDone: () => void;
  onTokenRejected: () => void;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput>({
    resolver: zodResolver(ResetPasswordInputSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword({ newPassword: values.password, token });
      toast.success(ACCOUNT_NOTICES.passwordUpdated);
      // The server ends every session of the account on a reset, this browser's included.
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onDone();
    } catch (error) {
      const tooCommon = tooCommonPasswordMessage(error);
      if (isInvalidTokenError(error)) onTokenRejected();
      else if (tooCommon) setError('password', { message: tooCommon }, { shouldFocus: true });
      else setFailure(serverMessage(error, MESSAGES.common.unexpected));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Update password" className="flex flex-col gap-5">
      <div className="flex items-center gap-3 text-sm text-ink-300">
        <span className="grid size-9 place-items-center rounded-md bg-signal-400/10 text-signal-400">
          <KeyIcon className="size-4" />
        </span>
        Your reset link is valid. Choose a new password.
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel="Updating password..." className="mt-1 w-full">
        Update Password
      </SubmitButton>
    </form>
  );
}
