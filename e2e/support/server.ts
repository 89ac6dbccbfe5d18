import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const OUTPUT_DIR = path.join(REPO_ROOT, 'e2e/output');
export const SERVER_LOG = path.join(OUTPUT_DIR, 'server.log');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');
const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const WEB_FIRST_VIEW = path.join(REPO_ROOT, 'apps/web/dist-ssr');
/**
 * The port range these journeys may use; `E2E_PORTS=4700-4749` moves it (several checkouts
 * running journeys on one machine each keep to their own range).
 */
const PORTS = (() => {
  const [first, last] = (process.env.E2E_PORTS ?? '4100-4199').split('-').map(Number);
  return { first: first ?? 4100, last: last ?? 4199 };
})();

/** `npm run build` when the production build is missing (CI builds before running the journeys). */
export function ensureProductionBuild(): void {
  if (existsSync(SERVER_ENTRY) && existsSync(WEB_INDEX) && existsSync(WEB_FIRST_VIEW)) return;
  console.log('[e2e] no production build found: running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function findFreePort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) if (await isFree(port)) return port;
  throw new Error(`No free port between ${PORTS.first} and ${PORTS.last}`);
}

/**
 * Copies the production build into e2e/output/build, so a rebuild while the journeys run (by a
 * developer, in a shared checkout) cannot swap the web app's chunks under the running server.
 * The copy stays inside the repository so the bundle still finds node_modules.
 */
async function snapshotBuild(): Promise<{ entry: string; webDist: string }> {
  const dir = path.join(OUTPUT_DIR, 'build');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const entry = path.join(dir, 'server.js');
  const webDist = path.join(dir, 'web');
  await cp(SERVER_ENTRY, entry);
  await cp(path.dirname(WEB_INDEX), webDist, { recursive: true });
  // The livery page's server-rendered first view sits beside the web app (page-first-view.ts).
  await cp(WEB_FIRST_VIEW, path.join(dir, 'dist-ssr'), { recursive: true });
  return { entry, webDist };
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the production server (`node apps/server/dist/server.js`, as `npm run serve` does) on a
 * fresh SQLite data folder and waits until /api/health answers. Its log goes to
 * e2e/output/server.log.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = `/tmp/e2e/run-${process.pid}-${port}`;
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await mkdir(OUTPUT_DIR, { recursive: true });
  const build = await snapshotBuild();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(SERVER_LOG);
  const child = spawn(process.execPath, [build.entry], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: build.webDist,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // Whatever ends this process (a crash, the watchdog), the server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    process.off('exit', killOnExit);
    log.end();
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, process: child, stop };
}

/** Polls /api/health until it answers 200, the process dies, or 60 s pass. */
async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error('The server stopped during start-up; see e2e/output/server.log');
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not become healthy within 60 s at ${baseUrl}; see e2e/output/server.log`);
}
