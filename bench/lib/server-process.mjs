// Starts the production server (the built bundle, NODE_ENV=production, logging at warn) as a child
// process, waits for its health check, and samples its memory from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The production bundle to start; BENCH_SERVER_BUNDLE measures another build (kept beside dist/server.js). */
export const SERVER_BUNDLE = path.resolve(ROOT, process.env.BENCH_SERVER_BUNDLE || 'apps/server/dist/server.js');
export const ADMIN = { username: 'admin', email: 'admin@bench.paddock.test', password: 'bench-admin-password-1' };

/** Servers this bench started: killed if the bench itself dies, so none is left holding its port. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export async function startServer({ port, dataDir, databaseUrl, env = {} }) {
  // A server left on the port (an earlier run that crashed) would answer the health check and be
  // measured in place of this one.
  const stale = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
  if (stale) throw new Error(`Port ${port} is already in use (a server left by an earlier run?): stop it first`);
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // As `npm run serve` starts it (README: MALLOC_ARENA_MAX).
      MALLOC_ARENA_MAX: '2',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {}
    await sleep(200);
  }
  if (Date.now() >= deadline) throw new Error('The server did not become healthy in 120 s');
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** Samples VmRSS every `everyMs` until stopped; returns the peak sample and the kernel's VmHWM. */
export function sampleMemory(pid, everyMs = 100) {
  let peak = 0;
  const samples = [];
  const timer = setInterval(() => {
    try {
      const { rss } = memoryOf(pid);
      peak = Math.max(peak, rss);
      samples.push(rss);
    } catch {}
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const { hwm, rss } = memoryOf(pid);
      return { peakRss: Math.max(peak, rss), hwm, samples };
    },
  };
}

/** Signs in through better-auth's real endpoint and returns the session cookie. */
export async function signIn(url, { username, password }) {
  const res = await fetch(`${url}/api/auth/sign-in/username`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}
