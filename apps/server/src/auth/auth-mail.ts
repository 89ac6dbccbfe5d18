import { ACCOUNT_LINK_TARGETS } from '@paddock/contract';
import type { Config } from '../config';
import { shownName } from '../db/dialect';
import {
  confirmSignUpEmail,
  passwordChangedEmail,
  passwordChangedInSettingsEmail,
  resetPasswordEmail,
  signUpAttemptEmail,
} from '../mail/account-emails';
import type { Mailer } from '../mail/mailer';

export interface MailUser {
  email: string;
  username?: string | null;
  displayUsername?: string | null;
}

const nameOf = (user: MailUser) => shownName(user.displayUsername, user.username, null);

/**
 * better-auth's e-mail callbacks. Each resolves once the message is a row of the outbox (a crash
 * after the answer loses nothing) and tries it in the background, so a slow or broken mail server
 * neither fails the request nor makes "account exists" answers slower than the others. Every
 * branch of sign-up writes one row (a confirmation or a "someone tried" notice), and the resend
 * has better-auth's time floor, so the row's write tells nothing; the reset request is the
 * exception (see sendResetPassword). The links are rebuilt here so they always land on our pages,
 * whatever a client asked for.
 */
export function createAuthMail(config: Config, mailer: Mailer) {
  const page = (target: string) => `${config.publicUrl}${target}`;

  return {
    /** Sign-up confirmation (and resend): better-auth's verify-email link, landing on the login page. */
    sendVerificationEmail({ user, url }: { user: MailUser; url: string }): Promise<void> {
      const link = new URL(url);
      link.searchParams.set('callbackURL', ACCOUNT_LINK_TARGETS.emailConfirmed);
      return mailer.queue({ to: user.email, ...confirmSignUpEmail(nameOf(user), link.href), link: link.href });
    },

    /** Someone signed up with an address that has an account: tell its owner, answer the caller as usual. */
    onExistingUserSignUp({ user }: { user: MailUser }): Promise<void> {
      const login = page('/login');
      return mailer.queue({ to: user.email, ...signUpAttemptEmail(nameOf(user), login), link: login });
    },

    /**
     * The single-use reset link goes through better-auth's `/reset-password/:token`, which checks
     * the token and redirects to /update-password?token=… (or ?error=INVALID_TOKEN).
     * Only a known address gets one, so its row is written in the background: an awaited insert
     * would make that answer differ from an unknown address's (mailer.sendInBackground).
     */
    sendResetPassword({ user, token }: { user: MailUser; token: string }) {
      const link = new URL(`${config.publicUrl}/api/auth/reset-password/${encodeURIComponent(token)}`);
      link.searchParams.set('callbackURL', ACCOUNT_LINK_TARGETS.updatePassword);
      mailer.sendInBackground({ to: user.email, ...resetPasswordEmail(nameOf(user), link.href), link: link.href });
    },

    onPasswordReset({ user }: { user: MailUser }): Promise<void> {
      return mailer.queue({ to: user.email, ...passwordChangedEmail(nameOf(user), page('/login')) });
    },

    /** After a change from the settings page, so the owner hears of one they did not make. */
    onPasswordChanged({ user, at }: { user: MailUser; at: Date }): Promise<void> {
      return mailer.queue({ to: user.email, ...passwordChangedInSettingsEmail(nameOf(user), at, page('/login')) });
    },
  };
}
