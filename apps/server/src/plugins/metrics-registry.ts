import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database';
import type { AppMetrics } from '../lib/metrics';
import { createMailOutboxRepository } from '../mail/mail-outbox.repository';

/** A scrape never waits longer than this for the mail queue's counts (the database may be away). */
const QUEUE_READ_TIMEOUT_MS = 2000;
/** Request durations: API calls take milliseconds, uploads and league packs up to minutes. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

export interface PrometheusMetrics {
  registry: Registry;
  /** What the app counts (lib/metrics.ts), kept in this registry. */
  events: AppMetrics;
  /** One answered request, by its route's pattern (never the raw URL: label values stay few). */
  observeRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void;
}

/**
 * The metrics of one app, in a registry of its own rather than prom-client's global one: tests
 * build many apps in one process, and each must count only its own. Names start `paddock_`;
 * prom-client's process and Node.js metrics keep their usual names (`process_*`, `nodejs_*`),
 * which stock dashboards expect.
 */
export function createPrometheusMetrics(deps: { db: Db; backgroundDb: Db }): PrometheusMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[] = []) =>
    new Counter({ name: `paddock_${name}`, help, labelNames, registers });

  const requests = counter(
    'http_requests_total',
    'HTTP requests answered, by method, route pattern and status class (route="unmatched" for unknown paths).',
    ['method', 'route', 'status_class'],
  );
  const durations = new Histogram({
    name: 'paddock_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const uploads = counter('uploads_total', 'Liveries and new versions published.', ['kind']);
  const uploadBytes = counter(
    'upload_bytes_total',
    'Bytes stored by published liveries and versions (zips and re-encoded images).',
    ['kind'],
  );
  const downloads = counter('downloads_total', 'Download links handed out for livery zips.');
  const downloadBytes = counter(
    'download_bytes_total',
    'Size of the livery zips whose download links were handed out.',
  );
  const mailFailures = counter(
    'mail_send_failures_total',
    'Tries to send an e-mail that failed (each is retried, until its last try).',
  );
  const jobRuns = counter('background_job_runs_total', 'Runs of background jobs, by job and outcome (ok or failed).', [
    'job',
    'outcome',
  ]);

  // When each periodic job last finished a run (or its timer started), and how often it should run.
  const schedules = new Map<string, { everyMs: number; lastFinished: number }>();
  new Gauge({
    name: 'paddock_background_job_lag_seconds',
    help: 'How far past its interval a periodic job is since its last run finished (0 while on schedule).',
    labelNames: ['job'] as const,
    registers,
    collect() {
      const now = Date.now();
      for (const [job, { everyMs, lastFinished }] of schedules) {
        this.set({ job }, Math.max(0, now - lastFinished - everyMs) / 1000);
      }
    },
  });

  registerMailQueueGauges(deps.db, registers);
  registerPoolGauges({ requests: deps.db, background: deps.backgroundDb }, registers);

  return {
    registry,
    observeRequest({ method, route, statusCode, seconds }) {
      requests.inc({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` });
      durations.observe({ method, route }, seconds);
    },
    events: {
      countUpload(kind, bytes) {
        uploads.inc({ kind });
        uploadBytes.inc({ kind }, bytes);
      },
      countDownload(bytes) {
        downloads.inc();
        downloadBytes.inc(bytes);
      },
      countMailFailure: () => mailFailures.inc(),
      jobScheduled(job, everyMs) {
        if (!schedules.has(job)) schedules.set(job, { everyMs, lastFinished: Date.now() });
      },
      jobFinished(job, outcome) {
        jobRuns.inc({ job, outcome });
        const schedule = schedules.get(job);
        if (schedule) schedule.lastFinished = Date.now();
      },
    },
  };
}

/**
 * Mail waiting to go out and mail failed for good, counted in the outbox on each scrape. When the
 * database does not answer in time the gauges are left out of that scrape rather than stale.
 */
function registerMailQueueGauges(db: Db, registers: Registry[]) {
  const outbox = createMailOutboxRepository(db);
  // A scrape collects every metric at once: the two gauges share the count still running.
  let running: Promise<{ pending: number; failed: number }> | undefined;
  const counts = () => {
    running ??= withTimeout(outbox.countsByState()).finally(() => {
      running = undefined;
    });
    return running;
  };
  const queueGauge = (name: string, help: string, state: 'pending' | 'failed') =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        try {
          this.set((await counts())[state]);
        } catch {
          this.reset();
        }
      },
    });
  queueGauge('paddock_mail_queue_pending', 'E-mails in the outbox waiting for their first try or a retry.', 'pending');
  queueGauge(
    'paddock_mail_queue_failed',
    'E-mails that failed their last try and wait for an admin to resend them.',
    'failed',
  );
}

/** PostgreSQL's two pools (requests, and migrations with background jobs); SQLite has none to report. */
function registerPoolGauges(pools: Record<'requests' | 'background', Db>, registers: Registry[]) {
  const withStats = Object.entries(pools).filter(([, db]) => db.poolStats);
  if (withStats.length === 0) return;
  const poolGauge = (name: string, help: string, read: 'total' | 'idle' | 'waiting') =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers,
      collect() {
        for (const [pool, db] of withStats) {
          const stats = db.poolStats?.();
          if (stats) this.set({ pool }, stats[read]);
        }
      },
    });
  poolGauge('paddock_db_pool_total', 'Connections the PostgreSQL pool holds, busy or idle.', 'total');
  poolGauge('paddock_db_pool_idle', 'Connections of the PostgreSQL pool waiting for work.', 'idle');
  poolGauge(
    'paddock_db_pool_waiting',
    'Queries waiting for a PostgreSQL connection (the pool is too small).',
    'waiting',
  );
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), QUEUE_READ_TIMEOUT_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
