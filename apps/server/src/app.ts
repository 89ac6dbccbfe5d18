import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth';
import { registerAuthRoutes } from './auth/auth.routes';
import { ensureBootstrapAdmin } from './auth/bootstrap-admin';
import { createGuards } from './auth/guards';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { createDialect } from './db/dialect';
import { migrate } from './db/migrate';
import type { AppDeps } from './lib/deps';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling, registerNotFound } from './plugins/errors';
import { registerWebApp } from './plugins/web-app';

export interface BuildOptions {
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
}

export type App = FastifyInstance;

/** Builds the whole application without listening, so tests can drive it with `inject`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      config.env === 'development'
        ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = openDatabase(config.database);
  const auth = createAuth({ config, db });
  const deps: AppDeps = {
    config,
    db,
    dialect: createDialect(db.kind),
    auth,
    guards: createGuards(auth, db),
    log: app.log,
  };
  app.addHook('onClose', () => db.close());

  try {
    await migrate(db, auth);
    await ensureBootstrapAdmin(auth, db, config, app.log);
  } catch (error) {
    await db.close();
    throw error;
  }

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
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
  await registerDocs(app);

  registerAuthRoutes(app, auth, config);
  registerHealthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerCatalogueRoutes(app, deps);

  const indexHtml = options.serveWebApp ? await registerWebApp(app, config.webDistDir) : null;
  registerNotFound(app, indexHtml);

  app.decorate('deps', deps);
  return app;
}
