import { pathOf } from '@paddock/test-support';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app';
import { createTestApp, type TestContext } from './test-app';
import { type Inbox, outboxInbox, startSmtpCapture } from './test-inbox';

/** Test helpers for the account flows: better-auth calls as the web makes them, and the mail they cause. */

export const ORIGIN = { origin: 'http://localhost:3000' } as const;

let ipCounter = 0;
/** A client address of its own, so one test's calls never count against another's rate limits. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${200 + ((ipCounter >> 16) & 15)}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

type Response = Awaited<ReturnType<App['inject']>>;

export const json = (res: { body: string }) => JSON.parse(res.body);

let unknownAccounts = 0;
/**
 * A wrong password from `ip`, for another unknown account each time, so only the per-address
 * sign-in limit (not one account's throttle) counts it.
 */
export function wrongSignInFrom(app: App, ip: string) {
  unknownAccounts += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: ORIGIN,
    remoteAddress: ip,
    payload: { email: `nobody-${unknownAccounts}@example.com`, password: 'wrong-password' },
  });
}

export function cookieFrom(res: Response): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export interface SignUpInput {
  email: string;
  username: string;
  password: string;
  hasGivenGdprConsent?: boolean;
}

/** better-auth's endpoints through our bridge, each call from a fresh address unless `ip` is given. */
export function authCalls(app: () => App) {
  const post = (path: string, payload: object, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
    app().inject({
      method: 'POST',
      url: `/api/auth${path}`,
      headers: { ...ORIGIN, ...opts.headers },
      remoteAddress: opts.ip ?? freshIp(),
      payload,
    });
  return {
    post,
    signUp: (input: SignUpInput, ip?: string) =>
      post('/sign-up/email', { hasGivenGdprConsent: true, name: input.username, ...input }, { ip }),
    signIn: (email: string, password: string, ip?: string) => post('/sign-in/email', { email, password }, { ip }),
    signInUsername: (username: string, password: string, ip?: string) =>
      post('/sign-in/username', { username, password }, { ip }),
    signOut: (cookie: string) => post('/sign-out', {}, { headers: { cookie } }),
    resend: (email: string, ip?: string) => post('/send-verification-email', { email }, { ip }),
    requestReset: (email: string, ip?: string) =>
      post('/request-password-reset', { email, redirectTo: '/update-password' }, { ip }),
    resetPassword: (token: string, newPassword: string, ip?: string) =>
      post('/reset-password', { token, newPassword }, { ip }),
    changePassword: (
      headers: Record<string, string>,
      body: { currentPassword: string; newPassword: string; revokeOtherSessions?: boolean },
    ) => post('/change-password', body, { headers }),
    /** Follows a link from an e-mail and returns the redirect it answers with. */
    async follow(link: string): Promise<{ status: number; location: string }> {
      const res = await app().inject({ method: 'GET', url: pathOf(link), remoteAddress: freshIp() });
      return { status: res.statusCode, location: String(res.headers.location ?? '') };
    },
    me: (headers: Record<string, string>) => app().inject({ method: 'GET', url: '/api/users/me', headers }),
  };
}

export type MailTransport = 'outbox' | 'smtp';

/**
 * A fresh app for the surrounding describe block whose mail is read back from the outbox folder or
 * from a real SMTP server started here.
 */
export function useAppWithInbox(transport: MailTransport, overrides: Record<string, string> = {}) {
  let ctx: TestContext | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
  let inbox: Inbox | undefined;
  const app = (): App => {
    if (!ctx) throw new Error('test app not ready');
    return ctx.app;
  };
  beforeAll(async () => {
    if (transport === 'smtp') smtp = await startSmtpCapture();
    ctx = await createTestApp({ ...overrides, ...(smtp ? { SMTP_URL: smtp.url } : {}) });
    inbox = smtp ? smtp.inbox(app) : outboxInbox(app);
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  const lazyInbox: Inbox = {
    all: () => (inbox as Inbox).all(),
    to: (address) => (inbox as Inbox).to(address),
    last: (address, subject) => (inbox as Inbox).last(address, subject),
  };
  return {
    app,
    inbox: lazyInbox,
    calls: authCalls(app),
    restart: () => (ctx as TestContext).restart(),
  };
}
