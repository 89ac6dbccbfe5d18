// The rest of the auth API a tool may call, through the generated client: the session, the
// member's sessions, a password change, signing out, and a password reset from its e-mail.
import createClient, { type Middleware } from 'openapi-fetch';
import { cookieOf, must } from './journey';
import type { paths } from './paddock-api';

export interface AccountCallsInput {
  baseUrl: string;
  origin: string;
  member: { username: string; email: string; password: string };
  /** The reset link of the newest reset e-mail. */
  resetLink: () => Promise<string>;
  middleware?: Middleware;
}

/** Runs each call and answers the member's final password. */
export async function runAccountCalls(input: AccountCallsInput): Promise<string> {
  const { member } = input;
  const client = createClient<paths>({ baseUrl: input.baseUrl, headers: { origin: input.origin } });
  if (input.middleware) client.use(input.middleware);
  let cookie = '';
  client.use({
    onRequest: ({ request }) => {
      if (cookie) request.headers.set('cookie', cookie);
      return request;
    },
  });

  const signIn = await client.POST('/api/auth/sign-in/email', {
    body: { email: member.email, password: member.password },
  });
  must(signIn.data, signIn.error, 'signInWithEmail');
  cookie = cookieOf(signIn.response);
  const session = await client.GET('/api/auth/get-session');
  if (!must(session.data, session.error, 'getAuthSession')) throw new Error('getAuthSession: no session');
  must((await client.GET('/api/auth/list-sessions')).data, 'list-sessions', 'listSessions');

  const changedPassword = `${member.password}-changed`;
  const changed = await client.POST('/api/auth/change-password', {
    body: { currentPassword: member.password, newPassword: changedPassword, revokeOtherSessions: true },
  });
  must(changed.data, changed.error, 'changePassword');
  cookie = cookieOf(changed.response) || cookie;
  must((await client.POST('/api/auth/revoke-other-sessions')).data, 'revoke', 'revokeOtherSessions');
  must((await client.POST('/api/auth/sign-out')).data, 'sign-out', 'signOut');
  cookie = '';

  const resend = await client.POST('/api/auth/send-verification-email', { body: { email: member.email } });
  must(resend.data, resend.error, 'resendVerificationEmail');
  const asked = await client.POST('/api/auth/request-password-reset', {
    body: { email: member.email, redirectTo: '/update-password' },
  });
  must(asked.data, asked.error, 'requestPasswordReset');
  const token = new URL(await input.resetLink()).pathname.split('/').at(-1) ?? '';
  const opened = await client.GET('/api/auth/reset-password/{token}', {
    params: { path: { token }, query: { callbackURL: '/update-password' } },
    redirect: 'manual',
  });
  if (opened.response.status !== 302) throw new Error(`checkPasswordResetLink answered ${opened.response.status}`);
  const finalPassword = `${member.password}-reset`;
  const reset = await client.POST('/api/auth/reset-password', { body: { token, newPassword: finalPassword } });
  must(reset.data, reset.error, 'resetPassword');
  return finalPassword;
}
