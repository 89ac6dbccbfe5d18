import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_INPUT_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  EmailSchema,
  TIMINGS,
} from '@paddock/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  FormAlert,
  LinkButton,
  PasswordField,
  Spinner,
  SubmitButton,
  TextField,
} from '@/components/ui/form/form-controls';
import { MailIcon } from '@/components/ui/icons/auth-icons';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { isEmailNotConfirmed, loginErrorMessage, serverMessage } from '@/lib/error-messages';
import { currentUserQueryOptions } from '@/lib/session/get-current-user';
import { ACCOUNT_NOTICES } from '../account-notices';
import { requestPasswordReset } from '../api/request-password-reset';
import { sendVerificationEmail } from '../api/send-verification-email';
import { signIn } from '../api/sign-in';
import { redirectAfterLogin } from '../safe-redirect';
import { LOGIN_NAME_HINT, type LoginFormInput, LoginFormSchema, type LoginFormValues } from '../schemas';
import { forgetSignedUpEmail, signedUpEmail } from '../signed-up-email';

export const FORGOT_PASSWORD_SENT =
  'If an account exists for that email, a password reset link is on its way. Check your inbox (and spam!).';
export const CONFIRMATION_RESENT = 'Confirmation email sent! Check your inbox (and spam!) for the new link.';
export const CONFIRMATION_LINK_INVALID =
  'That confirmation link is invalid or has expired. Log in below and we will offer to send a new one.';

/**
 * Email (or username) + password sign-in, with forgot-password and resend-confirmation (spec
 * member-site §2 Login). The address typed at sign-up is filled in (signed-up-email.ts).
 */
export function LoginForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [needsConfirmation, setNeedsConfirmation] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [forgotPending, setForgotPending] = useState(false);
  const [resendPending, setResendPending] = useState(false);
  // Read once: the form keeps only its first default values.
  const [prefilled] = useState(signedUpEmail);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { login: prefilled, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setNeedsConfirmation(false);
    try {
      const result = await signIn({ ...values.login, password: values.password });
      // The session cookie is set; read the member (role included) into the shared auth state.
      const user = await queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 });
      if (!user || !result?.user) {
        setFailure(ACCOUNT_ERROR_MESSAGES.loginNoUser);
        return;
      }
      forgetSignedUpEmail();
      toast.success(ACCOUNT_NOTICES.loginSuccess);
      setRedirecting(true);
      const target = redirectAfterLogin(searchParams.get('redirect'));
      redirectTimer.current = window.setTimeout(() => {
        void navigate(target, { replace: true });
      }, TIMINGS.loginRedirectMs);
    } catch (error) {
      // A 401 may be an unconfirmed account (account-notices.ts): offer the resend after it too.
      const refused = isApiError(error, 401);
      setNeedsConfirmation(refused || isEmailNotConfirmed(error));
      setFailure(refused ? `${loginErrorMessage(error)} ${ACCOUNT_NOTICES.confirmFirst}` : loginErrorMessage(error));
    }
  });

  /**
   * The e-mail typed in the field, or null after pointing at the field with `missingMessage`: the
   * links are mailed, so a username (no @) counts as no e-mail (spec member-site §5 Login).
   */
  const emailFromField = (missingMessage: string): string | null => {
    const typed = getValues('login')?.trim() ?? '';
    if (!typed.includes('@')) {
      setError('login', { message: missingMessage }, { shouldFocus: true });
      return null;
    }
    const parsed = EmailSchema.safeParse(typed);
    if (!parsed.success) {
      setError('login', { message: parsed.error.issues[0]?.message ?? ACCOUNT_INPUT_MESSAGES.emailInvalid });
      setFocus('login');
      return null;
    }
    clearErrors('login');
    return parsed.data;
  };

  const forgotPassword = async () => {
    const email = emailFromField(ACCOUNT_NOTICES.forgotNeedsEmail);
    if (!email) return;
    setForgotPending(true);
    try {
      await requestPasswordReset(email);
      toast.info(FORGOT_PASSWORD_SENT);
    } catch (error) {
      toast.error(serverMessage(error, ACCOUNT_NOTICES.forgotFailed));
    } finally {
      setForgotPending(false);
    }
  };

  const resendConfirmation = async () => {
    const email = emailFromField(ACCOUNT_NOTICES.resendNeedsEmail);
    if (!email) return;
    setResendPending(true);
    try {
      await sendVerificationEmail(email);
      toast.success(CONFIRMATION_RESENT);
    } catch {
      toast.error(ACCOUNT_NOTICES.resendFailed);
    } finally {
      setResendPending(false);
    }
  };

  const busy = isSubmitting || redirecting;
  const confirmed = searchParams.get('confirmed') === '1';
  const confirmError = searchParams.has('error');

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Login" className="flex flex-col gap-5">
      {confirmed && !failure && (
        <FormAlert tone={confirmError ? 'error' : 'success'}>
          {confirmError ? CONFIRMATION_LINK_INVALID : ACCOUNT_SERVER_MESSAGES.emailConfirmed}
        </FormAlert>
      )}
      {failure && (
        <FormAlert
          tone="error"
          action={
            needsConfirmation ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={resendConfirmation}
                disabled={resendPending}
                className="self-start"
              >
                {resendPending ? <Spinner /> : <MailIcon />}
                Resend confirmation email
              </Button>
            ) : undefined
          }
        >
          {failure}
        </FormAlert>
      )}

      {/* Text, not email: a username has no @. The @ keyboard and the sign-in autofill stay. */}
      <TextField
        label="Email"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        hint={LOGIN_NAME_HINT}
        error={errors.login?.message}
        {...register('login')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <LinkButton onClick={forgotPassword} disabled={forgotPending || busy}>
            {forgotPending ? 'Sending link...' : 'Forgot password?'}
          </LinkButton>
        }
        {...register('password')}
      />

      <SubmitButton pending={busy} pendingLabel={redirecting ? 'Logged in' : 'Logging in...'} className="mt-1 w-full">
        Login
      </SubmitButton>

      <p className="text-center text-sm text-ink-400">
        New to Paddock?{' '}
        <Link to={paths.register.path} className="font-semibold text-ink-50 underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
