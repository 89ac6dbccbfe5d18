import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { checkNewPassword } from './password-rules';
import { SIGN_IN_PATHS, type SignInThrottle } from './sign-in-throttle';
import { checkSignUp, signUpAnswer } from './sign-up-rules';

const bodyOf = (body: unknown): Record<string, unknown> | null =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

/**
 * better-auth's request hooks: our rules run before its endpoints (so known and unknown accounts
 * are refused for the same reasons), and the sign-in throttle learns each outcome after them.
 */
export function createAuthHooks(throttle: SignInThrottle) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = bodyOf(ctx.body);
      if (!body) return;
      checkSignUp(ctx.path, body);
      checkNewPassword(ctx.path, body);
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
        // Only a wrong password counts: an unconfirmed or banned account gave the right one.
        if (isAPIError(returned)) {
          if (returned.statusCode === 401) await throttle.failed(key);
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
