import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Auth } from '../auth/auth';
import type { Guards } from '../auth/guards';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Dialect } from '../db/dialect';
import type { Mailer } from '../mail/mailer';
import type { Storage } from '../storage/storage';
import type { TempFiles } from '../storage/temp-files';
import type { AppMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** What modules receive when they register: shared plumbing, no globals. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Migrations and background jobs: PostgreSQL's pool of their own (openBackgroundDatabase). */
  backgroundDb: Db;
  dialect: Dialect;
  auth: Auth;
  guards: Guards;
  storage: Storage;
  mailer: Mailer;
  tempFiles: TempFiles;
  log: FastifyBaseLogger;
  /** Set when REDIS_URL is: rate limits are then shared by every instance. */
  redis: Redis | null;
  /** Counts for the Prometheus endpoint; no-ops when metrics are off. */
  metrics: AppMetrics;
}
