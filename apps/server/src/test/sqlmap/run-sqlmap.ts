/**
 * `npm run test:sqlmap`: sqlmap (the Debian package) against every id and query parameter of the
 * public and member API on the production build. Fails when sqlmap reports an injection, or when
 * a target could not be tested at all. Bounded: short time-based delays and a cap per target.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { seedMembers, startServer } from '../load/load-server';

const PORT = 4320;
const DATA_DIR = '/tmp/security/sqlmap';
const base = `http://127.0.0.1:${PORT}`;
const PER_TARGET_SECONDS = 40;
setTimeout(() => {
  console.error('sqlmap: still running after 7 minutes, stopping');
  process.exit(1);
}, 420_000).unref();

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  data?: string;
  member?: boolean;
}

function targets(livery: number, user: number): Target[] {
  return [
    {
      name: 'browse query',
      url: `/api/liveries?pageNumber=1&pageSize=12&sortBy=title&descending=true&search=gulf&carClassId=1&carModelId=1&tagId=1`,
    },
    { name: 'latest count', url: '/api/liveries/latest?count=5' },
    { name: 'most favourited count', url: '/api/liveries/most-favorited?count=5' },
    { name: 'livery id', url: `/api/liveries/${livery}*` },
    { name: 'related id', url: `/api/liveries/${livery}*/related?limit=4` },
    // A URI marker (*) limits sqlmap to the marked place, so the query parameter is its own target.
    { name: 'related limit', url: `/api/liveries/${livery}/related?limit=4` },
    { name: 'download id', url: `/api/liveries/${livery}*/download`, method: 'POST' },
    { name: 'public profile id', url: `/api/users/${user}*` },
    { name: 'models of a class id', url: '/api/carclasses/1*/models' },
    { name: 'favourite id (member)', url: `/api/liveries/${livery}*/favorite`, method: 'POST', member: true },
    {
      name: 'report id and body (member)',
      url: `/api/reports/livery/${livery}*`,
      method: 'POST',
      data: '{"reason":"Other","comment":"x"}',
      member: true,
    },
    {
      name: 'profile body (member)',
      url: '/api/users/me/profile',
      method: 'PUT',
      data: '{"username":"sqlmap_user"}',
      member: true,
    },
    { name: 'my liveries (member)', url: '/api/liveries/my-liveries?x=1', member: true },
  ];
}

function sqlmap(target: Target, bearer: string): Promise<{ output: string; code: number | null }> {
  const args = [
    '-u',
    `${base}${target.url}`,
    '--batch',
    '--level=2',
    '--risk=1',
    '--time-sec=1',
    '--timeout=5',
    '--retries=0',
    '--technique=BEUST',
    '--disable-coloring',
    '--flush-session',
    '--output-dir=/tmp/security/sqlmap-out',
    '--skip-waf',
  ];
  if (target.method) args.push(`--method=${target.method}`);
  if (target.data) args.push(`--data=${target.data}`, '--headers=Content-Type: application/json');
  if (target.member)
    args.push(`--headers=Authorization: ${bearer}${target.data ? '\nContent-Type: application/json' : ''}`);
  return new Promise((resolve) => {
    const child = spawn('timeout', [String(PER_TARGET_SECONDS), 'sqlmap', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('close', (code) => resolve({ output, code }));
  });
}

/** sqlmap's own words for a finding. */
const FOUND = [/is vulnerable/i, /sqlmap identified the following injection point/i, /appears to be '.*' injectable/i];
/**
 * Its words for a finished run that found nothing. A target must end with them: a run cut off by
 * the time limit, or one that never reached the server, proves nothing and fails.
 */
const CONCLUDED = /all tested parameters do not appear to be injectable/i;
const TESTED_PARAMETER = /parameter '([^']+)' does not seem to be injectable/gi;

rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startServer(PORT, DATA_DIR);
const failures: string[] = [];
let tested = 0;
let parametersTested = 0;
try {
  const world = await seedMembers(DATA_DIR, 1, base);
  const bearer = world.members[0]?.bearer ?? '';
  for (const target of targets(world.liveryId, world.admin.id)) {
    const { output } = await sqlmap(target, bearer);
    const found = FOUND.some((p) => p.test(output));
    const concluded = CONCLUDED.test(output);
    const parameters = [...output.matchAll(TESTED_PARAMETER)].map((m) => m[1]);
    tested += 1;
    parametersTested += parameters.length;
    const verdict = found ? 'INJECTION' : concluded ? 'clean    ' : 'NO VERDICT';
    console.log(`${verdict}  ${target.name} (${parameters.join(', ') || 'no parameter tested'})`);
    if (!found && !concluded) failures.push(`${target.name}: sqlmap did not finish its tests`);
    if (found)
      failures.push(
        `${target.name}: ${output
          .split('\n')
          .filter((l) => FOUND.some((p) => p.test(l)))
          .join(' | ')}`,
      );
    const health = await fetch(`${base}/api/health`);
    if (!health.ok) failures.push(`the server was not healthy after ${target.name}`);
  }
} finally {
  await server.stop();
}
if (failures.length > 0) {
  console.error(`sqlmap FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`sqlmap: ${tested} targets, ${parametersTested} parameters tested, no injection found`);
process.exit(0);
