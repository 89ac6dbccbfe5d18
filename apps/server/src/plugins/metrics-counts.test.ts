import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpAttemptEmail } from '../mail/account-emails';
import { createUser } from '../test/factories';
import { postVersion, uploadLivery } from '../test/livery-factory';
import { METRICS_TEST_TOKEN, sampleOf, scrape } from '../test/metrics-scrape';
import { testDatabaseKind, useTestApp } from '../test/test-app';
import { createPrometheusMetrics } from './metrics-registry';

// Mail goes to a port where nothing listens: every try fails at once and is counted.
const t = useTestApp({ METRICS_TOKEN: METRICS_TEST_TOKEN, SMTP_URL: 'smtp://127.0.0.1:1' });

async function versionSizes(liveryId: number): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/liveries/${liveryId}/versions` });
  return (res.json().versions as { fileSize: number }[]).map((v) => v.fileSize);
}

describe('uploads and downloads', () => {
  it('counts a published livery and a new version, with the bytes each stored', async () => {
    const member = await createUser(t.app);
    const livery = await uploadLivery(t.app, member);
    let text = await scrape(t.app);
    expect(sampleOf(text, 'paddock_uploads_total', { kind: 'livery' })).toBe(1);
    const [zipBytes = 0] = await versionSizes(livery.id);
    // The zip and the re-encoded screenshots and thumbnail.
    expect(sampleOf(text, 'paddock_upload_bytes_total', { kind: 'livery' })).toBeGreaterThan(zipBytes);

    expect((await postVersion(t.app, member, livery.id)).statusCode).toBe(201);
    text = await scrape(t.app);
    expect(sampleOf(text, 'paddock_uploads_total', { kind: 'version' })).toBe(1);
    const [newestZip = 0] = await versionSizes(livery.id);
    // No screenshots came with the version: only its zip was stored.
    expect(sampleOf(text, 'paddock_upload_bytes_total', { kind: 'version' })).toBe(newestZip);
  });

  it('counts every download link handed out and the size of its zip, repeats included', async () => {
    const member = await createUser(t.app);
    const livery = await uploadLivery(t.app, member);
    const [zipBytes = 0] = await versionSizes(livery.id);
    const before = await scrape(t.app);
    const downloads = sampleOf(before, 'paddock_downloads_total') ?? 0;
    const bytes = sampleOf(before, 'paddock_download_bytes_total') ?? 0;
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: `/api/liveries/${livery.id}/download` });
      expect(res.statusCode).toBe(200);
    }
    const text = await scrape(t.app);
    expect(sampleOf(text, 'paddock_downloads_total')).toBe(downloads + 2);
    expect(sampleOf(text, 'paddock_download_bytes_total')).toBe(bytes + 2 * zipBytes);
  });
});

describe('mail', () => {
  it('counts failed tries, and reads the waiting and failed mail from the outbox on each scrape', async () => {
    const failuresBefore = sampleOf(await scrape(t.app), 'paddock_mail_send_failures_total') ?? 0;
    await t.app.deps.mailer.send({
      to: 'max@example.com',
      ...signUpAttemptEmail('Max', 'http://localhost:3000/login'),
    });
    let text = await scrape(t.app);
    expect(sampleOf(text, 'paddock_mail_send_failures_total')).toBe(failuresBefore + 1);
    expect(sampleOf(text, 'paddock_mail_queue_pending')).toBe(1);
    expect(sampleOf(text, 'paddock_mail_queue_failed')).toBe(0);

    await t.app.deps.db.kysely.updateTable('mail_outbox').set({ state: 'failed' }).execute();
    text = await scrape(t.app);
    expect(sampleOf(text, 'paddock_mail_queue_pending')).toBe(0);
    expect(sampleOf(text, 'paddock_mail_queue_failed')).toBe(1);
  });
});

describe('background jobs and the database pools', () => {
  afterEach(() => vi.useRealTimers());

  it('counts each job run by outcome and reports the periodic ones on schedule', async () => {
    const text = await scrape(t.app);
    // Start-up waits for the file deletions' first run.
    expect(sampleOf(text, 'paddock_background_job_runs_total', { job: 'file-deletions', outcome: 'ok' })).toBe(1);
    for (const job of [
      'mail-retry',
      'notification-drain',
      'daily-digest',
      'unconfirmed-sign-up-purge',
      'leftover-sweep',
    ]) {
      expect(sampleOf(text, 'paddock_background_job_lag_seconds', { job }), job).toBe(0);
    }
  });

  it('measures lag as the time past its interval since a run of the job last finished', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const prom = createPrometheusMetrics({ db: t.app.deps.db, backgroundDb: t.app.deps.backgroundDb });
    const lag = async () =>
      sampleOf(await prom.registry.metrics(), 'paddock_background_job_lag_seconds', { job: 'slow' });
    prom.events.jobScheduled('slow', 60_000);
    vi.advanceTimersByTime(50_000);
    expect(await lag()).toBe(0);
    vi.advanceTimersByTime(40_000);
    expect(await lag()).toBe(30);
    prom.events.jobFinished('slow', 'failed');
    expect(await lag()).toBe(0);
    const text = await prom.registry.metrics();
    expect(sampleOf(text, 'paddock_background_job_runs_total', { job: 'slow', outcome: 'failed' })).toBe(1);
  });

  it('reports the PostgreSQL pools, and none on SQLite', async () => {
    const text = await scrape(t.app);
    if (testDatabaseKind() === 'postgres') {
      // Whatever the pools hold at the moment (the scrape's own mail count may be waiting for a connection).
      for (const pool of ['requests', 'background']) {
        for (const name of ['paddock_db_pool_total', 'paddock_db_pool_idle', 'paddock_db_pool_waiting']) {
          expect(sampleOf(text, name, { pool }), `${name} ${pool}`).toBeGreaterThanOrEqual(0);
        }
      }
    } else {
      expect(text).not.toContain('paddock_db_pool_');
    }
  });
});
