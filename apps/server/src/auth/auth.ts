import { LIMITS, MESSAGES, USERNAME_PATTERN } from '@paddock/contract';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { admin, bearer, username } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { FailureCounter } from '../rate-limit/failure-counter';
import type { RateLimitStorage } from '../rate-limit/redis-rate-limit-storage';
import { createAfterPasswordChange } from './after-password-change';
import { createAuthHooks } from './auth-hooks';
import { authLogger } from './auth-logger';
import { createAuthMail } from './auth-mail';
import { sessionLifetime, sessionMaxAgeMs } from './session-lifetime';
import { createSignInThrottle } from './sign-in-throttle';
import { setAsideOneUserId } from './user-ids.repository';
import { createUsernameRules } from './username-rules';
import { hashedVerificationIdentifiers, refuseStoredHashesAsTokens } from './verification-identifier';

/** The header our bridge sets from Fastify's view of the client address; clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-paddock-client-ip';

const snake = {
  user: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
  session: {
    expiresAt: 'expires_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
    ipAddress: 'ip_address',
    userAgent: 'user_agent',
    userId: 'user_id',
  },
  account: {
    accountId: 'account_id',
    providerId: 'provider_id',
    userId: 'user_id',
    accessToken: 'access_token',
    refreshToken: 'refresh_token',
    idToken: 'id_token',
    accessTokenExpiresAt: 'access_token_expires_at',
    refreshTokenExpiresAt: 'refresh_token_expires_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  verification: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
};

export interface AuthOptions {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** The per-address limits' fixed windows: in Redis for several instances, in process without it. */
  rateLimitStorage: RateLimitStorage;
  /** Failed sign-ins per account, in the same store as the other limits. */
  signInFailures: FailureCounter;
  log: FastifyBaseLogger;
}

const HOUR = 60 * 60;

/**
 * better-auth on our own database connection. Sessions live in the database with no cookie cache,
 * so a ban or a role change applies on the very next request.
 */
export function createAuth({ config, db, mailer, rateLimitStorage, signInFailures, log }: AuthOptions) {
  const mail = createAuthMail(config, mailer);
  const signInThrottle = createSignInThrottle(db, signInFailures);
  const usernames = createUsernameRules(db);
  const passwordChanged = createAfterPasswordChange(db, mail);
  return betterAuth({
    appName: 'Paddock',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db: db.kysely, type: db.kind === 'postgres' ? 'postgres' : 'sqlite' },
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    // Through our logger, so tests (LOG_LEVEL silent) and production filter it alike.
    logger: authLogger(log),
    advanced: {
      database: { generateId: 'serial' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'paddock',
      // better-auth skips its Origin check when it detects a test runner; pin it on so tests see
      // exactly what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    user: {
      fields: snake.user,
      additionalFields: {
        hasGivenGdprConsent: {
          type: 'boolean',
          fieldName: 'has_given_gdpr_consent',
          required: false,
          defaultValue: false,
          input: true,
        },
        gdprConsentDate: { type: 'date', fieldName: 'gdpr_consent_date', required: false, input: false },
      },
    },
    session: {
      fields: snake.session,
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    account: { fields: snake.account },
    // Reset tokens are stored hashed (verification-identifier.ts).
    verification: { fields: snake.verification, storeIdentifier: hashedVerificationIdentifiers },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      // No sign-in before the address is confirmed; with this on, better-auth also answers a
      // sign-up for a known address like a new one (no session, no error).
      requireEmailVerification: true,
      // A new address's account takes an id; a known one's sign-up sets one aside the same way, or
      // the next member's id would tell whether this address had an account.
      onExistingUserSignUp: async ({ user }) => {
        await setAsideOneUserId(db);
        await mail.onExistingUserSignUp({ user });
      },
      sendResetPassword: async ({ user, token }) => mail.sendResetPassword({ user, token }),
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await signInThrottle.forgetUser(user.id);
        await passwordChanged.afterReset(user);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The login page offers "resend confirmation"; signing in does not mail on its own.
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * HOUR,
      sendVerificationEmail: async ({ user, url }) => mail.sendVerificationEmail({ user, url }),
    },
    hooks: createAuthHooks(signInThrottle, usernames),
    rateLimit: {
      enabled: true,
      customStorage: rateLimitStorage,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/username': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 5 },
        '/get-session': false,
      },
    },
    databaseHooks: {
      account: {
        update: {
          // change-password writes the new hash through updateAccount; this runs once it is committed.
          after: async (account, ctx) => {
            if (ctx?.path === '/change-password') await passwordChanged.afterChange(Number(account.userId));
          },
        },
      },
      user: {
        create: {
          // Self-registration needs consent, recorded with its date; accounts made by the server
          // (bootstrap admin, admin-created users) pass no endpoint context.
          before: async (user, ctx) => {
            if (ctx?.path === '/sign-up/email') {
              if (user.hasGivenGdprConsent !== true) {
                throw new APIError('BAD_REQUEST', { message: MESSAGES.auth.consentRequired });
              }
              return { data: { ...user, gdprConsentDate: new Date() } };
            }
          },
          after: async (user) => usernames.created(user),
        },
        // Following the confirmation link sets emailVerified: from then on the account holds its name.
        update: {
          after: async (user) => {
            if (user.emailVerified) await usernames.confirmed(user.id);
          },
        },
      },
    },
    plugins: [
      username({
        minUsernameLength: 1,
        maxUsernameLength: LIMITS.usernameMax,
        usernameValidator: (name) => USERNAME_PATTERN.test(name),
        schema: { user: { fields: { displayUsername: 'display_username' } } },
      }),
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        bannedUserMessage: MESSAGES.auth.banned,
        schema: {
          user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
          session: { fields: { impersonatedBy: 'impersonated_by' } },
        },
      }),
      // A bearer token must be signed, as the cookie is: a bare token read from the database is no key.
      bearer({ requireSignature: true }),
      // Sessions end SESSION_MAX_AGE_DAYS after sign-in, however active (see session-lifetime.ts).
      sessionLifetime(sessionMaxAgeMs(config.sessionMaxAgeDays)),
      refuseStoredHashesAsTokens(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
