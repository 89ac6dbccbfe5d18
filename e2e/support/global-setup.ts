import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { Api } from './api';
import { ensureProductionBuild, SERVER_LOG, startServer } from './server';

/**
 * Longest the whole run may take; past it the server is stopped and the run fails. Far above the
 * 7–11 min the journeys take on this 2-core machine (a stuck step already fails at its own
 * 180 s): it only ends a hang, and must not fail a run on a day the machine is half as fast.
 */
const RUN_TIMEOUT_MS = 30 * 60_000;

/** A Google tag ID, so the journeys can prove no analytics request leaves before consent. */
export const E2E_ANALYTICS_ID = 'G-E2ETEST123';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    admin: { email: string; username: string; password: string };
    /** A session of the bootstrap admin for API fixtures: one sign-in for the run, well inside the rate limit. */
    adminToken: string;
    analyticsId: string;
  }
}

/** One production server on a fresh SQLite data folder for the whole run, always stopped at the end. */
export default async function setup(project: TestProject) {
  ensureProductionBuild();
  const admin = { email: 'admin@e2e.paddock.test', username: 'admin', password: randomBytes(12).toString('hex') };
  const server = await startServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ANALYTICS_ID: E2E_ANALYTICS_ID,
    CONTACT_EMAIL: 'support@e2e.paddock.test',
    // The visitor journey's painter publishes more than the production 10 liveries an hour.
    UPLOADS_PER_HOUR: '1000',
    // Each journey's browser is its own player at its own address (journey.ts), as behind the
    // production proxy, so the run's form sign-ins do not all count against one address's limit.
    TRUST_PROXY: '127.0.0.1',
  });
  console.log(`[e2e] server at ${server.baseUrl}, data in ${server.dataDir}`);

  // A stuck journey must not keep CI (or the server) running: stop everything after the budget.
  const watchdog = setTimeout(() => {
    console.error(`[e2e] the run exceeded ${RUN_TIMEOUT_MS / 60_000} minutes: stopping the server and failing`);
    void server.stop().finally(() => process.exit(1));
  }, RUN_TIMEOUT_MS);
  watchdog.unref();
  const stopOnSignal = () => void server.stop().finally(() => process.exit(1));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('admin', admin);
  try {
    const session = await Api.signIn(server.baseUrl, admin.username, admin.password);
    project.provide('adminToken', session.token ?? '');
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('analyticsId', E2E_ANALYTICS_ID);

  return async () => {
    clearTimeout(watchdog);
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    await server.stop();
    await printServerWarnings();
  };
}

/**
 * The server's warnings and errors (it logs at `warn`), printed after the run: CI keeps only its
 * console, and a journey that timed out waiting for the page often failed on the server.
 */
async function printServerWarnings(): Promise<void> {
  const lines = (await readFile(SERVER_LOG, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  if (lines.length === 0) return;
  console.log(`[e2e] the server logged ${lines.length} line(s); the last of them:`);
  for (const line of lines.slice(-40)) console.log(`  ${line.slice(0, 600)}`);
}
