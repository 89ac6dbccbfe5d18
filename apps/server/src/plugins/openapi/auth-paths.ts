import {
  body,
  cookieOnly,
  email,
  type Json,
  json,
  op,
  password,
  ref,
  sameSitePath,
  signedIn,
  statusTrue,
  username,
} from './auth-path-kit';

/**
 * The better-auth endpoints the site exposes (`EXPOSED` in auth/auth.routes.ts), described by
 * hand: they answer through one wildcard route that Fastify cannot describe. Error answers are
 * the shared error schema (auth.routes.ts rewrites better-auth's own), 429 with Retry-After from
 * its rate limiter.
 */
/** Path items keyed by the document's path; `errorCodes` become error answers in document-finish.ts. */
export const AUTH_PATHS: Record<string, Record<string, Json>> = {
  '/api/auth/sign-up/email': {
    post: op(
      'signUp',
      'Create an account',
      'Answers alike whether or not the address is already registered; the account works once the mailed link (`verifyEmail`) is opened.',
      {
        security: [],
        requestBody: body(
          {
            email,
            password,
            name: { ...username, description: 'The username again (better-auth requires a name).' },
            username: { ...username, pattern: '^[A-Za-z0-9._-]+$' },
            hasGivenGdprConsent: { type: 'boolean', const: true },
            callbackURL: sameSitePath,
          },
          ['email', 'password', 'name', 'username', 'hasGivenGdprConsent'],
        ),
        responses: {
          200: { description: 'Account created (or the address was known).', content: json({ type: 'object' }) },
        },
      },
      [400, 409, 429],
    ),
  },
  '/api/auth/sign-in/email': {
    post: op(
      'signInWithEmail',
      'Sign in with e-mail and password',
      'A wrong or unconfirmed account’s password is the same 401; a banned member gets 403.',
      {
        security: [],
        requestBody: body({ email, password: { type: 'string' } }, ['email', 'password']),
        responses: { 200: signedIn },
      },
      [400, 401, 403, 429],
    ),
  },
  '/api/auth/sign-in/username': {
    post: op(
      'signInWithUsername',
      'Sign in with username and password',
      'As signInWithEmail, by username.',
      {
        security: [],
        requestBody: body({ username, password: { type: 'string' } }, ['username', 'password']),
        responses: { 200: signedIn },
      },
      [400, 401, 403, 429],
    ),
  },
  '/api/auth/sign-out': {
    post: op(
      'signOut',
      'Sign out',
      'Ends the current session.',
      {
        security: cookieOnly,
        responses: {
          200: {
            description: 'Signed out.',
            content: json({ type: 'object', properties: { success: { type: 'boolean' } } }),
          },
        },
      },
      [401, 429],
    ),
  },
  '/api/auth/get-session': {
    get: op(
      'getAuthSession',
      'The current session and member, or null',
      'Session tokens are removed from the answer.',
      {
        security: [{}, ...cookieOnly],
        responses: {
          200: {
            description: 'The session, or null when signed out.',
            content: json({
              type: ['object', 'null'],
              properties: { user: ref('AuthUser'), session: { type: 'object' } },
            }),
          },
        },
      },
      [429],
    ),
  },
  '/api/auth/verify-email': {
    get: op(
      'verifyEmail',
      'Confirm an e-mail address (the mailed link)',
      'Opened from the welcome e-mail; redirects to `callbackURL` when one is given.',
      {
        security: [],
        parameters: [
          { name: 'token', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'callbackURL', in: 'query', required: false, schema: sameSitePath },
        ],
        responses: {
          200: { description: 'Confirmed.', content: statusTrue },
          302: { description: 'Confirmed, or refused: redirect to `callbackURL` (with `?error=` when refused).' },
        },
      },
      [400, 401, 429],
    ),
  },
  '/api/auth/send-verification-email': {
    post: op(
      'resendVerificationEmail',
      'Send the confirmation e-mail again',
      'Answers alike whether or not the address has an unconfirmed account.',
      {
        security: [],
        requestBody: body({ email, callbackURL: sameSitePath }, ['email']),
        responses: { 200: { description: 'Sent when the account exists and is unconfirmed.', content: statusTrue } },
      },
      [400, 429],
    ),
  },
  '/api/auth/request-password-reset': {
    post: op(
      'requestPasswordReset',
      'E-mail a password reset link',
      'Answers alike whether or not the address exists; the link works for an hour.',
      {
        security: [],
        requestBody: body({ email, redirectTo: sameSitePath }, ['email']),
        responses: {
          200: {
            description: 'Sent when the address has an account.',
            content: json({ type: 'object', properties: { status: { type: 'boolean' }, message: { type: 'string' } } }),
          },
        },
      },
      [400, 429],
    ),
  },
  '/api/auth/reset-password/{token}': {
    get: op(
      'checkPasswordResetLink',
      'Open a reset link',
      'Redirects to `callbackURL?token=…` while the token is usable, else to `callbackURL?error=INVALID_TOKEN`; the token is not spent.',
      {
        security: [],
        parameters: [
          { name: 'token', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'callbackURL', in: 'query', required: true, schema: sameSitePath },
        ],
        responses: { 302: { description: 'Redirect to callbackURL with the token or an error.' } },
      },
      [400, 429],
    ),
  },
  '/api/auth/reset-password': {
    post: op(
      'resetPassword',
      'Set a new password with a reset token',
      'A used or expired token is 400 INVALID_TOKEN. Ends every session of the account.',
      {
        security: [],
        requestBody: body({ token: { type: 'string' }, newPassword: password }, ['token', 'newPassword']),
        responses: { 200: { description: 'Password changed.', content: statusTrue } },
      },
      [400, 429],
    ),
  },
  '/api/auth/change-password': {
    post: op(
      'changePassword',
      'Change the password (signed in)',
      'Needs the current password; with revokeOtherSessions the member’s other sessions end.',
      {
        security: cookieOnly,
        requestBody: body(
          { currentPassword: { type: 'string' }, newPassword: password, revokeOtherSessions: { type: 'boolean' } },
          ['currentPassword', 'newPassword'],
        ),
        responses: { 200: signedIn },
      },
      [400, 401, 403, 429],
    ),
  },
  '/api/auth/list-sessions': {
    get: op(
      'listSessions',
      'The member’s sessions',
      'Each session without its token.',
      {
        security: cookieOnly,
        responses: {
          200: { description: 'The sessions.', content: json({ type: 'array', items: { type: 'object' } }) },
        },
      },
      [401, 429],
    ),
  },
  '/api/auth/revoke-other-sessions': {
    post: op(
      'revokeOtherSessions',
      'Sign out everywhere else',
      'Ends every session but the current one.',
      { security: cookieOnly, responses: { 200: { description: 'Done.', content: statusTrue } } },
      [401, 429],
    ),
  },
};
