import { AUTH_ERROR_CODES } from '@paddock/contract';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { AppError } from '../lib/app-error';
import { checkNewPassword } from './password-rules';
import { SIGN_IN_PATHS, type SignInThrottle } from './sign-in-throttle';
import { checkSignUp, SIGN_UP, signUpAnswer } from './sign-up-rules';
import type { UsernameRules } from './username-rules';
import { normaliseUsername } from './username-skeleton';

const bodyOf = (body: unknown): Record<string, unknown> | null =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

/**
 * better-auth's request hooks: our rules run before its endpoints (so known and unknown accounts
 * are refused for the same reasons), and the sign-in throttle learns each outcome after them.
 */
export function createAuthHooks(throttle: SignInThrottle, usernames: UsernameRules) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = bodyOf(ctx.body);
      if (!body) return;
      const signingUp = ctx.path === SIGN_UP;
      if (signingUp && typeof body.username === 'string') body.username = normaliseUsername(body.username);
      checkSignUp(ctx.path, body);
      checkNewPassword(ctx.path, body);
      // Last: it may release the name from an unconfirmed sign-up, so only for an otherwise valid request.
      if (signingUp && typeof body.username === 'string') await claimForSignUp(usernames, body.username);
      if (SIGN_IN_PATHS.has(ctx.path)) {
        const key = await throttle.keyOf(ctx.path, body);
        if (key) await throttle.check(key);
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (SIGN_IN_PATHS.has(ctx.path)) {
        const body = bodyOf(ctx.body);
        const key = body && (await throttle.keyOf(ctx.path, body));
        if (!key) return;
        const returned = ctx.context.returned;
        // A banned account gave the right password, so it does not count; an unconfirmed one counts
        // as a wrong password, which it is answered as (auth-errors.ts).
        if (isAPIError(returned)) {
          if (returned.statusCode === 401 || isUnconfirmedRefusal(returned)) await throttle.failed(key);
        } else if (!(returned instanceof Response) || returned.ok) {
          await throttle.succeeded(key);
        }
        return;
      }
      const answer = signUpAnswer(ctx.path, ctx.context.returned);
      if (answer) return ctx.json(answer);
    }),
  };
}

/** better-auth's refusal of an unconfirmed account's right password (answered as a wrong one). */
function isUnconfirmedRefusal(returned: unknown): boolean {
  return (
    isAPIError(returned) && returned.statusCode === 403 && returned.body?.code === AUTH_ERROR_CODES.emailNotVerified
  );
}

async function claimForSignUp(usernames: UsernameRules, name: string): Promise<void> {
  try {
    await usernames.claim(name, null);
  } catch (error) {
    if (error instanceof AppError) {
      const status = error.statusCode === 409 ? 'CONFLICT' : 'BAD_REQUEST';
      throw new APIError(status, { code: error.code, message: error.message });
    }
    throw error;
  }
}
