import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_INPUT_MESSAGES, type RegisterInput, RegisterInputSchema } from '@paddock/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ButtonLink } from '@/components/ui/button';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form/form-controls';
import { MailIcon } from '@/components/ui/icons/auth-icons';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { rateLimitMessage, tooCommonPasswordMessage, usernameRefusalMessage } from '@/lib/error-messages';
import { ACCOUNT_NOTICES } from '../account-notices';
import { signUp } from '../api/sign-up';
import { rememberSignedUpEmail } from '../signed-up-email';
import { EmailField, NewPasswordField } from './account-fields';

export const CHECK_YOUR_EMAIL =
  'We have sent a confirmation link to your email address. Open it to activate your account, then log in. Check your spam folder if it does not arrive within a few minutes.';

const linkClass = 'font-semibold text-ink-50 underline underline-offset-4 hover:text-race-300';

/** Sign-up with the GDPR consent (spec member-site §2 Register). */
export function RegisterForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof RegisterInputSchema>, unknown, RegisterInput>({
    resolver: zodResolver(RegisterInputSchema),
    // The consent box starts unticked (undefined); only `true` passes the schema.
    defaultValues: { email: '', username: '', password: '' },
  });
  const consent = useWatch({ control, name: 'consent' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signUp(values);
      // Neutral on purpose: the answer is the same whether or not the address already has an account.
      setSentTo(values.email);
      // For the login page the confirmation link opens (issue 34 §25).
      rememberSignedUpEmail(values.email);
    } catch (error) {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        setFailure(ACCOUNT_NOTICES.registerUnexpected);
      } else if (tooCommonPasswordMessage(error)) {
        setError('password', { message: tooCommonPasswordMessage(error) ?? '' }, { shouldFocus: true });
      } else if (usernameRefusalMessage(error)) {
        setError('username', { message: usernameRefusalMessage(error) ?? '' }, { shouldFocus: true });
      } else if (error.status === 429) {
        setFailure(rateLimitMessage(error.retryAfterSeconds));
      } else {
        setFailure(ACCOUNT_NOTICES.registerFailed);
      }
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col items-start gap-5">
        <span className="grid size-12 place-items-center rounded-lg bg-pit-500/15 text-pit-400">
          <MailIcon className="size-6" />
        </span>
        <div>
          <h2 className="display-heading text-3xl">Check your email</h2>
          <p className="mt-1 text-sm text-ink-400">
            Sent to <span className="font-semibold text-ink-200">{sentTo}</span>
          </p>
        </div>
        <FormAlert tone="success">{CHECK_YOUR_EMAIL}</FormAlert>
        <ButtonLink to={paths.login.path} size="lg" className="w-full">
          Go to Login
        </ButtonLink>
      </div>
    );
  }

  const consentHintId = 'register-consent-hint';

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Register" className="flex flex-col gap-5">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}

      <EmailField placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="e.g. gulf_livery_lab"
        hint="Shown on your liveries. Letters, numbers, dots, dashes and underscores."
        error={errors.username?.message}
        {...register('username')}
      />
      <NewPasswordField label="Password" error={errors.password?.message} {...register('password')} />

      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3 rounded-md border border-carbon-700 bg-carbon-900/60 p-3.5">
          <input
            id="register-consent"
            type="checkbox"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'register-consent-error' : undefined}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-race-500"
            {...register('consent')}
          />
          <label htmlFor="register-consent" className="cursor-pointer text-sm leading-relaxed text-ink-300">
            I agree to the{' '}
            <Link to={paths.termsOfService.path} target="_blank" rel="noopener" className={linkClass}>
              Terms of Service<span className="sr-only"> (opens in a new tab)</span>
            </Link>{' '}
            and the{' '}
            <Link to={paths.privacyPolicy.path} target="_blank" rel="noopener" className={linkClass}>
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </Link>
            , including the processing of my account data.
          </label>
        </div>
        {errors.consent && (
          <p id="register-consent-error" className="text-sm text-race-300">
            {errors.consent.message}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-2">
        <SubmitButton
          pending={isSubmitting}
          pendingLabel="Creating account..."
          disabled={!consent}
          aria-describedby={consent ? undefined : consentHintId}
          className="w-full"
        >
          Create Account
        </SubmitButton>
        {!consent && (
          <p id={consentHintId} className="text-center text-xs text-ink-400">
            {ACCOUNT_INPUT_MESSAGES.consentRequired}
          </p>
        )}
      </div>

      <p className="text-center text-sm text-ink-400">
        Already have an account?{' '}
        <Link to={paths.login.path} className="font-semibold text-ink-50 underline-offset-4 hover:underline">
          Login
        </Link>
      </p>
    </form>
  );
}
