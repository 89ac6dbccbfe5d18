import { withJobLock } from '../db/advisory-locks';
import type { AppDeps } from '../lib/deps';
import { sweepOrphanObjects } from '../storage/sweep-orphan-objects';
import { trackInFlightRequests } from './in-flight-requests';
import { unencapsulated } from './unencapsulated';

/** Work the server does besides answering requests: at start-up, and again every `everyMs` if set. */
export interface BackgroundJob {
  /** The job's label in the metrics (`paddock_background_job_*{job}`): short, kebab-case. */
  name: string;
  run(): Promise<void>;
  /** Logged with the error when a run fails; a failed run never stops the server. */
  failure: string;
  everyMs?: number;
  /**
   * Start-up does not wait for the first run (a backlog of notifications or digests to send must
   * not delay serving); shutdown still waits for it.
   */
  startInBackground?: boolean;
}

export interface LifecycleOptions {
  deps: Pick<AppDeps, 'db' | 'backgroundDb' | 'storage' | 'tempFiles' | 'mailer' | 'redis' | 'log' | 'metrics'>;
  jobs: readonly BackgroundJob[];
  /** How often the leftovers of a crash are swept while serving (SWEEP_INTERVAL_MS). */
  sweepEveryMs: number;
}

/** How long a stopping server waits for the requests it is still handling (an upload takes seconds). */
const SHUTDOWN_DRAIN_MS = 30_000;
const HOUR_MS = 60 * 60 * 1000;
/** The sweep of a crash's leftovers, as the metrics name it beside the jobs. */
const SWEEP_JOB = 'leftover-sweep';

/**
 * Start-up and shutdown. At start (while the app is built): the sweeps of what a crash left
 * behind, and again every `sweepEveryMs` while serving (an instance that runs for weeks must not
 * keep a crashed neighbour's leftovers; the shared bucket is swept by one instance at a time).
 * Once ready (before listening): each job's first run, then its timer. A stopping server first lets every request it took
 * finish, even one whose client has gone, stops the timers, the sweep, the jobs still running and
 * the e-mails still being sent; only then closes what they use.
 *
 * Register it after the public answer cache: an answer served from memory touches nothing a
 * shutdown closes, so it is not counted as in flight.
 */
export const lifecycle = unencapsulated(async (app, { deps, jobs, sweepEveryMs }: LifecycleOptions) => {
  const { db, backgroundDb, storage, tempFiles, mailer, redis, log, metrics } = deps;
  const inFlight = trackInFlightRequests(app);
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();

  /** A run's end: counted in the metrics, and logged with `failure` when it failed. */
  const ended = (name: string, failure: string) =>
    [
      () => metrics.jobFinished(name, 'ok'),
      (error: unknown) => {
        metrics.jobFinished(name, 'failed');
        log.error({ err: error }, failure);
      },
    ] as const;

  function start(job: BackgroundJob): Promise<void> {
    const run = job
      .run()
      .then(...ended(job.name, job.failure))
      .finally(() => running.delete(run));
    running.add(run);
    return run;
  }

  try {
    // Whatever a crash left half-written: temporary upload parts, unfinished local objects.
    await tempFiles.sweepTempFiles(HOUR_MS);
    await storage.sweepIncomplete(HOUR_MS);
  } catch (error) {
    await backgroundDb.close();
    await db.close();
    throw error;
  }
  // Objects a crash left unreferenced; in the background, so a large bucket never delays start-up.
  const stopSweep = new AbortController();
  const sweepOrphans = () =>
    withJobLock(db, 'orphan sweep', () =>
      sweepOrphanObjects(backgroundDb, storage, log, { olderThanMs: HOUR_MS, signal: stopSweep.signal }),
    );
  const sweepAll = async () => {
    await tempFiles.sweepTempFiles(HOUR_MS);
    await storage.sweepIncomplete(HOUR_MS);
    await sweepOrphans();
  };
  let sweep: Promise<void> | null = null;
  // One round at a time: a round still listing a large bucket is not started twice.
  const startSweep = (round: () => Promise<unknown>) => {
    if (sweep || stopSweep.signal.aborted) return;
    sweep = round()
      .then(...ended(SWEEP_JOB, 'sweep of leftover files failed'))
      .finally(() => {
        sweep = null;
      });
  };
  metrics.jobScheduled(SWEEP_JOB, sweepEveryMs);
  startSweep(sweepOrphans);
  timers.push(setInterval(() => startSweep(sweepAll), sweepEveryMs).unref());

  app.addHook('onReady', async () => {
    for (const job of jobs) {
      if (job.everyMs) metrics.jobScheduled(job.name, job.everyMs);
      const first = start(job);
      if (!job.startInBackground) await first;
      if (job.everyMs) timers.push(setInterval(() => void start(job), job.everyMs).unref());
    }
  });

  app.addHook('onClose', async () => {
    if (!(await inFlight.drained(SHUTDOWN_DRAIN_MS))) {
      log.warn('requests still running after the shutdown grace period; closing anyway');
    }
    for (const timer of timers) clearInterval(timer);
    stopSweep.abort();
    await sweep;
    await Promise.all(running);
    await mailer.idle();
    await backgroundDb.close();
    await db.close();
    redis?.disconnect();
  });
});
