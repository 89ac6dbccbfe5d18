import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { registerApiTokenAccess } from './auth/api-token-access';
import { createAuth } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
import { ensureBootstrapAdmin } from './auth/bootstrap-admin';
import { createGuards } from './auth/guards';
import { unconfirmedSignUpPurge } from './auth/purge-unconfirmed';
import { sendRefreshedCookies } from './auth/refreshed-session-cookies';
import { checkSecretFingerprint } from './auth/secret-fingerprint';
import { sessionMaxAgeMs } from './auth/session-lifetime';
import { createSessionLookup } from './auth/session-lookup';
import type { Config } from './config';
import { withStartupLock } from './db/advisory-locks';
import { openBackgroundDatabase, openDatabase } from './db/database';
import { createDialect } from './db/dialect';
import { migrate } from './db/migrate';
import type { AppDeps } from './lib/deps';
import { NO_METRICS } from './lib/metrics';
import { createMailer, mailRetryJob } from './mail/mailer';
import { accountRoutes } from './modules/account/account.routes';
import { createObjectDeletions } from './modules/account/object-deletions';
import { adminRoutes } from './modules/admin/admin.routes';
import { apiTokenRoutes } from './modules/api-tokens/api-tokens.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { collectionRoutes } from './modules/collections/collections.routes';
import { commentRoutes } from './modules/comments/comments.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { followRoutes } from './modules/follows/follows.routes';
import { healthRoutes } from './modules/health/health.routes';
import { liveryReadRoutes } from './modules/liveries/liveries.routes';
import { liveryWritesRoutes } from './modules/liveries/livery-writes.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { dailyDigestJob } from './modules/notifications/digest';
import { notificationDrainJob } from './modules/notifications/notification-drain';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { createFingerprintBackfill } from './modules/originality/fingerprint-job';
import { textureMatchRoutes } from './modules/originality/texture-matches.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { userRoutes } from './modules/users/users.routes';
import { createWebhookDeliverer, webhookDeliveryJob } from './modules/webhooks/webhook-delivery';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { lifecycle } from './plugins/lifecycle';
import { redactingSerializers } from './plugins/log-redaction';
import { registerMetrics } from './plugins/metrics';
import { createPrometheusMetrics } from './plugins/metrics-registry';
import { multipartParsing } from './plugins/multipart';
import { registerOriginCheck } from './plugins/origin-check';
import { createPageRenderer } from './plugins/page-meta';
import { type PublicAnswerCacheOptions, registerPublicAnswerCache } from './plugins/public-answer-cache';
import { securityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { createMemoryFailureCounter, createRedisFailureCounter } from './rate-limit/failure-counter';
import { openRedis } from './rate-limit/redis';
import { createRateLimitStorage } from './rate-limit/redis-rate-limit-storage';
import { createStorage } from './storage/create-storage';
import { createTempFiles } from './storage/temp-files';

export interface BuildOptions {
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Tuning of the in-process cache of anonymous public answers; false turns it off. */
  answerCache?: PublicAnswerCacheOptions | false;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Called with every route as it is registered (the authorization matrix test lists them all). */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance;

/**
 * How often Node looks for connections past their headers or request timeout: every second, or a
 * tenth of a shorter headers timeout, so a connection is cut within a tenth of its limit.
 */
const headersCheckIntervalMs = (headersTimeoutMs: number) => Math.min(1000, Math.ceil(headersTimeoutMs / 10));

/** Builds the whole application without listening, so tests can drive it with `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Reset and confirmation links carry their token in the URL: it never reaches the log.
      serializers: redactingSerializers,
      ...(options.logStream
        ? { stream: options.logStream }
        : config.env === 'development'
          ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
          : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow-loris defence: a request must arrive whole within 5 minutes (a 120 MB upload at a
    // modest 0.5 MB/s), its headers within HEADERS_TIMEOUT_MS (30 s). Fastify's default of 0
    // means never.
    requestTimeout: 5 * 60 * 1000,
    // Node does not time each connection: a timer sweeps them every `connectionsCheckingInterval`
    // (30 s by default), so a 30 s headers timeout cut slow headers anywhere between 30 and 60 s.
    // Sweeping every second makes the limit what it says. Both are only read when the server is
    // created, which is why they go here and not on `app.server` afterwards.
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: headersCheckIntervalMs(config.headersTimeoutMs),
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = openDatabase(config.database, { statementTimeoutMs: config.statementTimeoutMs });
  const backgroundDb = openBackgroundDatabase(config.database, db);
  // Off unless METRICS_PORT or METRICS_TOKEN is set: then no registry exists and counting is a no-op.
  const prometheus =
    config.metrics.port !== undefined || config.metrics.token ? createPrometheusMetrics({ db, backgroundDb }) : null;
  const metrics = prometheus?.events ?? NO_METRICS;
  // better-auth sends the account e-mails, so the mailer comes first; its outbox is a table.
  const mailer = createMailer(config.mail, app.log, backgroundDb, metrics);
  const redis = config.redis ? openRedis(config.redis, app.log) : null;
  const auth = createAuth({
    config,
    db,
    mailer,
    // Ours even without Redis: better-auth's own memory store only forgets an address's count
    // after a whole quiet window, so ten sign-ins spread over ten busy minutes (a shared address)
    // met a 429 though no minute held more than two.
    rateLimitStorage: createRateLimitStorage(redis, app.log),
    signInFailures: redis ? createRedisFailureCounter(redis, app.log, 'rl:signin-fail:') : createMemoryFailureCounter(),
    log: app.log,
  });
  const sessionLookup = createSessionLookup(auth, db, { maxAgeMs: sessionMaxAgeMs(config.sessionMaxAgeDays) });
  const deps: AppDeps = {
    config,
    db,
    backgroundDb,
    dialect: createDialect(db.kind),
    auth,
    guards: createGuards(auth, db, sessionLookup),
    storage: createStorage(config.storage),
    mailer,
    tempFiles: createTempFiles(path.join(config.dataDir, 'tmp')),
    log: app.log,
    redis,
    metrics,
  };
  try {
    await withStartupLock(backgroundDb, async () => {
      await migrate(backgroundDb, auth);
      await checkSecretFingerprint(backgroundDb, config.authSecret, app.log);
      await ensureBootstrapAdmin(auth, db, config, app.log);
    });
  } catch (error) {
    await backgroundDb.close();
    await db.close();
    throw error;
  }

  app.decorate('deps', deps);
  // Set by the guard of a members-only or admins-only scope (auth/route-scopes.ts).
  app.decorateRequest('viewer', null);

  // Root hooks run in this order: security headers first, so every answer (errors too) has them.
  await app.register(securityHeaders, { config });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerErrorHandling(app);
  sendRefreshedCookies(app);
  registerOriginCheck(app, config.trustedOrigins);
  registerApiTokenAccess(app, { db, redis, log: app.log, perMinute: config.apiTokenRequestsPerMinute });
  registerMetrics(app, prometheus, config.metrics);
  // Webhook deliveries queued by requests (issue 35 §4), sent by the job and by "Send test".
  const webhookDeliverer = createWebhookDeliverer({
    db: backgroundDb,
    storage: deps.storage,
    mailer,
    log: app.log,
    config,
  });
  const answerCache = options.answerCache === false ? null : registerPublicAnswerCache(app, options.answerCache);
  await app.register(lifecycle, {
    deps,
    sweepEveryMs: config.sweepIntervalMs,
    jobs: [
      unconfirmedSignUpPurge(backgroundDb, app.log),
      {
        // File deletions a crash or a storage outage left unfinished.
        name: 'file-deletions',
        run: () => createObjectDeletions(backgroundDb, deps.storage, app.log).purgeLeftovers(),
        failure: 'could not finish file deletions',
      },
      // Notification events queued by requests, fanned out to followers (decision 0008).
      notificationDrainJob(backgroundDb, deps.dialect, app.log),
      // Texture fingerprints of new versions and of older liveries (issue 36, decision 0011).
      // Its copies of stored zips live in a folder of their own: the upload folder's listing is
      // what the upload tests read to prove a failed upload left nothing.
      createFingerprintBackfill({
        db: backgroundDb,
        storage: deps.storage,
        tempFiles: createTempFiles(path.join(config.dataDir, 'tmp-fingerprints')),
        log: app.log,
      }).job,
      // Mail whose first try failed (SMTP down), again on the back-off schedule.
      mailRetryJob(mailer, config.mail.retryPollMs),
      webhookDeliveryJob(webhookDeliverer, config.webhooks.pollMs),
      dailyDigestJob({
        db: backgroundDb,
        dialect: deps.dialect,
        mailer,
        log: app.log,
        publicUrl: config.publicUrl,
        secret: config.authSecret,
      }),
    ],
  });
  await app.register(multipartParsing);
  await registerDocs(app, config);

  // Each module's routes, in scopes of their own: public, members-only, admins-only.
  app.register(authRoutes, { auth, config, sessionLookup });
  app.register(healthRoutes);
  app.register(userRoutes);
  app.register(accountRoutes);
  app.register(apiTokenRoutes);
  app.register(catalogueRoutes);
  app.register(liveryReadRoutes);
  app.register(liveryWritesRoutes);
  app.register(reportRoutes);
  app.register(textureMatchRoutes);
  app.register(followRoutes);
  app.register(notificationRoutes);
  app.register(collectionRoutes);
  app.register(commentRoutes);
  app.register(contactRoutes);
  app.register(webhookRoutes, { deliverer: webhookDeliverer });
  app.register(adminRoutes);
  app.register(mediaRoutes, { storage: deps.storage });

  const indexHtml = options.serveWebApp ? await registerWebApp(app, config.webDistDir) : null;
  registerNotFound(app, indexHtml && createPageRenderer(indexHtml, deps));

  app.decorate('answerCache', answerCache);
  return app;
}
