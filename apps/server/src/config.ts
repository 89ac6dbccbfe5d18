import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isReservedUsername, LIMITS, USERNAME_PATTERN } from '@paddock/contract';
import { z } from 'zod';
import { isCommonPassword } from './auth/common-passwords';
import { ensurePrivateDir, makePrivateIfPresent, PRIVATE_FILE_MODE } from './lib/private-files';
import { type WebhookConfig, webhookConfig, webhookEnvShape } from './modules/webhooks/webhook-settings';
import type { RedisConfig } from './rate-limit/redis';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    TRUSTED_ORIGINS: z.string().optional(),
    TRUST_PROXY: z.string().optional(),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    ADMIN_EMAIL: z
      .email({ error: 'ADMIN_EMAIL must be an e-mail address the login page accepts, e.g. admin@example.com' })
      .optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters', abort: true })
      .max(LIMITS.passwordMax, `ADMIN_PASSWORD can be at most ${LIMITS.passwordMax} characters`)
      // The sign-up rule: the first account to guess should not be the administrator's.
      .refine((p) => !isCommonPassword(p), 'ADMIN_PASSWORD is one of the most common passwords; choose another')
      .optional(),
    // The same rules as a username chosen on the site, so the start-up account is never refused.
    ADMIN_USERNAME: z
      .string()
      .max(LIMITS.usernameMax, `ADMIN_USERNAME can be at most ${LIMITS.usernameMax} characters`)
      .regex(USERNAME_PATTERN, 'ADMIN_USERNAME may use letters, numbers, dots, dashes and underscores only')
      .refine(
        (name) => !isReservedUsername(name),
        'ADMIN_USERNAME cannot start with "deleted-user" (kept for anonymized accounts)',
      )
      .default('admin'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    WEB_DIST_DIR: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Paddock <no-reply@paddock.local>'),
    SMTP_TIMEOUT_MS: z.coerce
      .number({ error: 'SMTP_TIMEOUT_MS must be a whole number of milliseconds' })
      .int('SMTP_TIMEOUT_MS must be a whole number of milliseconds')
      .min(100, 'SMTP_TIMEOUT_MS must be at least 100 (a tenth of a second)')
      .max(120_000, 'SMTP_TIMEOUT_MS must be at most 120000 (two minutes)')
      .default(15_000),
    MAIL_RETRY_POLL_MS: z.coerce
      .number({ error: 'MAIL_RETRY_POLL_MS must be a whole number of milliseconds' })
      .int('MAIL_RETRY_POLL_MS must be a whole number of milliseconds')
      .min(100, 'MAIL_RETRY_POLL_MS must be at least 100')
      .max(3_600_000, 'MAIL_RETRY_POLL_MS must be at most 3600000 (an hour)')
      .default(30_000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
    REDIS_KEY_PREFIX: z.string().default('paddock:'),
    REDIS_TIMEOUT_MS: z.coerce
      .number({ error: 'REDIS_TIMEOUT_MS must be a whole number of milliseconds' })
      .int('REDIS_TIMEOUT_MS must be a whole number of milliseconds')
      .min(50, 'REDIS_TIMEOUT_MS must be at least 50')
      .max(60_000, 'REDIS_TIMEOUT_MS must be at most 60000 (a minute)')
      .default(1000),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PUBLIC_URL: z.url().optional(),
    S3_TIMEOUT_MS: z.coerce
      .number({ error: 'S3_TIMEOUT_MS must be a whole number of milliseconds' })
      .int('S3_TIMEOUT_MS must be a whole number of milliseconds')
      .min(100, 'S3_TIMEOUT_MS must be at least 100 (a tenth of a second)')
      .max(300_000, 'S3_TIMEOUT_MS must be at most 300000 (five minutes)')
      .default(10_000),
    ANALYTICS_ID: z
      .string()
      .regex(/^[A-Z]{1,3}-[A-Z0-9-]{4,30}$/, 'ANALYTICS_ID must be a Google tag ID such as G-ABC123XYZ')
      .optional(),
    CONTACT_EMAIL: z.email('CONTACT_EMAIL must be an e-mail address').optional(),
    UPLOAD_QUOTA_MB: z.coerce
      .number({ error: 'UPLOAD_QUOTA_MB must be a whole number of megabytes' })
      .int('UPLOAD_QUOTA_MB must be a whole number of megabytes')
      .min(1, 'UPLOAD_QUOTA_MB must be at least 1')
      .default(LIMITS.uploadQuotaMbDefault),
    /** For load tests and browser journeys only: production keeps the contract's number. */
    UPLOADS_PER_HOUR: z.coerce
      .number({ error: 'UPLOADS_PER_HOUR must be a whole number' })
      .int('UPLOADS_PER_HOUR must be a whole number')
      .min(1, 'UPLOADS_PER_HOUR must be at least 1')
      .default(LIMITS.uploadsPerHour),
    /** Requests a minute one personal access token may make, on top of its member's own limits. */
    API_TOKEN_REQUESTS_PER_MINUTE: z.coerce
      .number({ error: 'API_TOKEN_REQUESTS_PER_MINUTE must be a whole number' })
      .int('API_TOKEN_REQUESTS_PER_MINUTE must be a whole number')
      .min(1, 'API_TOKEN_REQUESTS_PER_MINUTE must be at least 1')
      .default(120),
    SESSION_MAX_AGE_DAYS: z.coerce
      .number()
      .int()
      .min(1, 'SESSION_MAX_AGE_DAYS must be a whole number of days, at least 1')
      .max(365, 'SESSION_MAX_AGE_DAYS must be at most 365')
      .default(30),
    HEADERS_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1000, 'HEADERS_TIMEOUT_MS must be at least 1000 (one second)')
      .max(120_000, 'HEADERS_TIMEOUT_MS must be at most 120000 (two minutes)')
      .default(30_000),
    SWEEP_INTERVAL_MS: z.coerce
      .number({ error: 'SWEEP_INTERVAL_MS must be a whole number of milliseconds' })
      .int('SWEEP_INTERVAL_MS must be a whole number of milliseconds')
      .min(100, 'SWEEP_INTERVAL_MS must be at least 100')
      .default(60 * 60 * 1000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100, 'DB_STATEMENT_TIMEOUT_MS must be at least 100 (a tenth of a second)')
      .max(600_000, 'DB_STATEMENT_TIMEOUT_MS must be at most 600000 (ten minutes)')
      .default(10_000),
    METRICS_PORT: z.coerce
      .number({ error: 'METRICS_PORT must be a port number' })
      .int('METRICS_PORT must be a port number')
      .min(0, 'METRICS_PORT must be a port number from 0 to 65535')
      .max(65535, 'METRICS_PORT must be a port number from 0 to 65535')
      .optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ...webhookEnvShape,
  })
  .superRefine((e, ctx) => {
    // Scrapes must not land on the site: the metrics listener has no token.
    if (e.METRICS_PORT && e.METRICS_PORT === e.PORT)
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'METRICS_PORT must differ from PORT' });
    if (!e.S3_BUCKET) return;
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[name])
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when S3_BUCKET is set` });
    }
  });
type Env = z.infer<typeof EnvSchema>;

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; searchPath?: string };
  publicUrl: string;
  trustedOrigins: string[];
  trustProxy: boolean | string;
  authSecret: string;
  admin: { email: string; password?: string; username: string };
  logLevel: string;
  webDistDir: string;
  mail: {
    smtpUrl?: string;
    from: string;
    outboxDir: string;
    /** Development only: log each outbox message's link (it carries a one-time token). */
    logLinks?: boolean;
    /** How often each instance tries the queued mail that is due (MAIL_RETRY_POLL_MS). */
    retryPollMs: number;
    /** Bound on connecting to the SMTP server, its greeting and each silence after (SMTP_TIMEOUT_MS). */
    timeoutMs: number;
  };
  /** Shared rate-limit counters for several instances; without it they are kept in process. */
  redis?: RedisConfig;
  storage: StorageConfig;
  /** Google tag ID; without it no analytics script is ever loaded. */
  analyticsId?: string;
  /** The public support address shown on the contact and legal pages. */
  contactEmail?: string;
  /** Per member, admins exempt: bytes stored (zips and screenshots) and liveries published per hour. */
  uploads: { quotaBytes: number; perHour: number };
  /** API_TOKEN_REQUESTS_PER_MINUTE: one personal access token's own limit. */
  apiTokenRequestsPerMinute: number;
  /** A session ends this many days after sign-in, however active it is. */
  sessionMaxAgeDays: number;
  /** A request's headers must arrive within this time (slow-loris defence). */
  headersTimeoutMs: number;
  /**
   * PostgreSQL cancels a request's statement running longer than this: it would otherwise go on
   * after its client gave up, holding one of the pool's connections. Jobs and migrations have none.
   */
  statementTimeoutMs: number;
  /** How often leftovers of a crash (temporary files, unreferenced objects) are swept while serving. */
  sweepIntervalMs: number;
  /**
   * The Prometheus endpoint, off unless one is set: its own listener on `port` (at `host`), and/or
   * GET /metrics on the main port for callers with `Authorization: Bearer <token>`.
   */
  metrics: { port?: number; host: string; token?: string };
  /** Webhook deliveries: which addresses, how long a try may take, how often due ones are tried. */
  webhooks: WebhookConfig;
};

/** A setting that cannot work: the server stops with this message, naming the variable (no stack trace). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once at boot; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`ADMIN_PASSWORD=` in an .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  ensurePrivateDir(dataDir);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const extraOrigins = (e.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'paddock.db') },
    publicUrl,
    trustedOrigins: [new URL(publicUrl).origin, ...extraOrigins],
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    admin: { email: e.ADMIN_EMAIL ?? 'admin@paddock.local', password: e.ADMIN_PASSWORD, username: e.ADMIN_USERNAME },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    storage: storageConfig(e, dataDir),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      logLinks: e.NODE_ENV !== 'production',
      retryPollMs: e.MAIL_RETRY_POLL_MS,
      timeoutMs: e.SMTP_TIMEOUT_MS,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX, timeoutMs: e.REDIS_TIMEOUT_MS } : undefined,
    analyticsId: e.ANALYTICS_ID,
    contactEmail: e.CONTACT_EMAIL,
    uploads: { quotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024, perHour: e.UPLOADS_PER_HOUR },
    apiTokenRequestsPerMinute: e.API_TOKEN_REQUESTS_PER_MINUTE,
    sessionMaxAgeDays: e.SESSION_MAX_AGE_DAYS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    webhooks: webhookConfig(e),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** Without AUTH_SECRET, a random secret is made once and kept in DATA_DIR so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    makePrivateIfPresent(file);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

/** Uploaded files: a folder under DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set. */
export type StorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      endpoint?: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      publicUrl?: string;
      /** Connecting, and each silence while a request waits for the bucket, end after this long. */
      timeoutMs: number;
    };

function storageConfig(e: Env, dataDir: string): StorageConfig {
  if (!e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    return { kind: 'local', root: path.join(dataDir, 'uploads') };
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    timeoutMs: e.S3_TIMEOUT_MS,
  };
}
