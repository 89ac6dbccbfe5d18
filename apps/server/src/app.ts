import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { LIMITS, UPLOAD_FILE_PARTS } from '@paddock/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { createAuth } from './auth/auth';
import { registerAuthRoutes } from './auth/auth.routes';
import { ensureBootstrapAdmin } from './auth/bootstrap-admin';
import { createGuards } from './auth/guards';
import { registerUnconfirmedSignUpPurge } from './auth/purge-unconfirmed';
import { sessionMaxAgeMs } from './auth/session-lifetime';
import { createSessionLookup } from './auth/session-lookup';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { createDialect } from './db/dialect';
import { migrate } from './db/migrate';
import type { AppDeps } from './lib/deps';
import { createMailer } from './mail/mailer';
import { registerAccountRoutes } from './modules/account/account.routes';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerLiveryReadRoutes } from './modules/liveries/liveries.routes';
import { registerLiveryWritesRoutes } from './modules/liveries/livery-writes.routes';
import { registerMediaRoutes } from './modules/media/media.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { trackInFlightRequests } from './plugins/in-flight-requests';
import { redactingSerializers } from './plugins/log-redaction';
import { registerOriginCheck } from './plugins/origin-check';
import { analyticsCspSources, createPageRenderer } from './plugins/page-meta';
import { type PublicAnswerCacheOptions, registerPublicAnswerCache } from './plugins/public-answer-cache';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { createMemoryFailureCounter, createRedisFailureCounter } from './rate-limit/failure-counter';
import { openRedis } from './rate-limit/redis';
import { createRedisRateLimitStorage } from './rate-limit/redis-rate-limit-storage';
import { createStorage } from './storage/create-storage';
import { sweepOrphanObjects } from './storage/sweep-orphan-objects';
import { createTempFiles } from './storage/temp-files';

export interface BuildOptions {
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Tuning of the in-process cache of anonymous public answers; false turns it off. */
  answerCache?: PublicAnswerCacheOptions | false;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

export type App = FastifyInstance;

/** How long a stopping server waits for the requests it is still handling (an upload takes seconds). */
const SHUTDOWN_DRAIN_MS = 30_000;

/** How often Node looks for connections past their headers or request timeout. */
const HEADERS_CHECK_INTERVAL_MS = 1000;

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
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: HEADERS_CHECK_INTERVAL_MS },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = openDatabase(config.database);
  // better-auth sends the account e-mails, so the mailer comes first.
  const mailer = createMailer(config.mail, app.log);
  const redis = config.redis ? openRedis(config.redis, app.log) : null;
  const auth = createAuth({
    config,
    db,
    mailer,
    rateLimitStorage: redis ? createRedisRateLimitStorage(redis, app.log) : undefined,
    signInFailures: redis ? createRedisFailureCounter(redis, app.log, 'rl:signin-fail:') : createMemoryFailureCounter(),
  });
  const sessionLookup = createSessionLookup(auth, db, { maxAgeMs: sessionMaxAgeMs(config.sessionMaxAgeDays) });
  const deps: AppDeps = {
    config,
    db,
    dialect: createDialect(db.kind),
    auth,
    guards: createGuards(auth, db, sessionLookup),
    storage: createStorage(config.storage),
    mailer,
    tempFiles: createTempFiles(path.join(config.dataDir, 'tmp')),
    log: app.log,
    redis,
  };
  const hour = 60 * 60 * 1000;
  try {
    await migrate(db, auth);
    await ensureBootstrapAdmin(auth, db, config, app.log);
    // Whatever a crash left half-written: temporary upload parts, unfinished local objects.
    await deps.tempFiles.sweepTempFiles(hour);
    await deps.storage.sweepIncomplete(hour);
  } catch (error) {
    await db.close();
    throw error;
  }

  // With a bucket, screenshots and downloads come from its origin: images and fetches may go there.
  const mediaOrigins = storageOrigins(config);
  // Only with ANALYTICS_ID set may the Google tag load and report.
  const analytics = analyticsCspSources(config.analyticsId);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins, ...analytics.imgSrc],
        connectSrc: ["'self'", ...mediaOrigins, ...analytics.connectSrc],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerErrorHandling(app);
  registerOriginCheck(app, config.trustedOrigins);
  const answerCache = options.answerCache === false ? null : registerPublicAnswerCache(app, options.answerCache);
  // After the answer cache: an answer it serves from memory touches nothing a shutdown closes.
  const inFlight = trackInFlightRequests(app);
  // Objects a crash left unreferenced; in the background, so a large bucket never delays start-up.
  const stopSweep = new AbortController();
  const sweep = sweepOrphanObjects(db, deps.storage, app.log, { olderThanMs: hour, signal: stopSweep.signal }).catch(
    (error) => app.log.error({ err: error }, 'orphan object sweep failed'),
  );
  // A stopping server first lets every request it took finish, even one whose client has gone,
  // ends the sweep and the e-mails it is still sending in the background; only then closes what
  // they use.
  app.addHook('onClose', async () => {
    if (!(await inFlight.drained(SHUTDOWN_DRAIN_MS))) {
      app.log.warn('requests still running after the shutdown grace period; closing anyway');
    }
    stopSweep.abort();
    await sweep;
    await mailer.idle();
    await db.close();
    redis?.disconnect();
  });

  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 64 * 1024,
      fields: 80,
      fileSize: LIMITS.liveryZipBytesMax,
      files: UPLOAD_FILE_PARTS.length - 1 + LIMITS.screenshotsMax, // one of each part, several screenshots
      parts: 100,
      headerPairs: 100,
    },
  });
  await registerDocs(app);

  registerAuthRoutes(app, auth, config, sessionLookup);
  registerUnconfirmedSignUpPurge(app, db);
  registerHealthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerCatalogueRoutes(app, deps);
  registerLiveryReadRoutes(app, deps);
  registerLiveryWritesRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerMediaRoutes(app, deps);

  const indexHtml = options.serveWebApp ? await registerWebApp(app, config.webDistDir) : null;
  registerNotFound(app, indexHtml && createPageRenderer(indexHtml, deps));

  app.decorate('deps', deps);
  app.decorate('answerCache', answerCache);
  return app;
}

function storageOrigins(config: Config): string[] {
  if (config.storage.kind !== 's3') return [];
  const { endpoint, publicUrl, bucket, region } = config.storage;
  const urls = [publicUrl, endpoint ?? `https://${bucket}.s3.${region}.amazonaws.com`];
  return [...new Set(urls.filter((u): u is string => Boolean(u)).map((u) => new URL(u).origin))];
}
