/**
 * `npm run test:load`: the production build on loopback under 16 connections of mixed traffic for
 * 60 s (60 % reads, 20 % downloads, 10 % favourite toggles, 5 % sign-ins, 5 % small uploads), then
 * the bursts, then the invariants. Exits 1 on any 5xx or broken invariant; a watchdog ends it all
 * after 3 minutes.
 */
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { encodeTga } from '../fixtures/tga-writer';
import { screenshot, uploadForm, zipBuffer } from '../livery-factory';
import { checkInvariants } from './invariants';
import { seedMembers, startServer } from './load-server';

const PORT = 4310;
const DATA_DIR = '/tmp/security/load';
const base = `http://127.0.0.1:${PORT}`;
setTimeout(() => {
  console.error('load test: still running after 3 minutes, stopping');
  process.exit(1);
}, 180_000).unref();

type Req = { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer };

rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startServer(PORT, DATA_DIR);
const failures: string[] = [];
try {
  const world = await seedMembers(DATA_DIR, 220, base);
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  let ip = 0;
  const nextIp = () => `10.9.${(++ip >> 8) & 255}.${ip & 255}`;
  const anyMember = () => world.members[Math.floor(Math.random() * world.members.length)] ?? world.admin;

  const zip = await zipBuffer([
    { name: 'customskin.tga', data: encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'flat' }) },
    // All five region colours: each region sent with a material must be in the map.
    { name: 'customskin_region.tga', data: encodeTga({ size: 1024, bpp: 24, rle: true, pattern: 'regions' }) },
  ]);
  const form = new Response(await uploadForm({ zip, screenshots: [await screenshot(320, 180)] }));
  const uploadType = form.headers.get('content-type') ?? '';
  const uploadBody = Buffer.from(await form.arrayBuffer());
  const reads = ['/api/liveries', '/api/liveries/latest', `/api/liveries/${world.liveryId}`, '/api/tags'];

  // 20 requests per round: 12 reads, 4 downloads, 2 favourite toggles, 1 sign-in, 1 upload.
  const round: (() => Req)[] = [
    ...Array.from({ length: 12 }, (_, i) => () => ({ method: 'GET', path: reads[i % reads.length] as string })),
    ...Array.from({ length: 4 }, (_, i) => () => ({
      method: 'POST',
      path: `/api/liveries/${world.liveryId}/download`,
      headers: i % 2 ? { authorization: anyMember().bearer } : { 'x-forwarded-for': nextIp() },
    })),
    ...['POST', 'DELETE'].map((method) => () => ({
      method,
      path: `/api/liveries/${world.liveryId}/favorite`,
      headers: { authorization: anyMember().bearer },
    })),
    () => ({
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}`, 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ email: anyMember().email, password: world.password }),
    }),
    () => ({
      method: 'POST',
      path: '/api/liveries',
      headers: { authorization: anyMember().bearer, 'content-type': uploadType },
      body: uploadBody,
    }),
  ];
  const run = autocannon({
    url: base,
    connections: 16,
    duration: 60,
    requests: round.map((make) => ({ setupRequest: (req: object) => ({ ...req, ...make() }) })),
  } as autocannon.Options);
  // Without a callback autocannon returns its instance, which is both a promise and an emitter.
  (run as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, status: number) => count(status));
  // Halfway through, an admin bans ten members who are busy making requests.
  const ban = new Promise<void>((resolve, reject) =>
    setTimeout(() => world.ban(world.members.slice(0, 10).map((m) => m.id)).then(resolve, reject), 30_000),
  );
  const result = await run;
  await ban;
  console.log(`mixed traffic: ${result.requests.total} requests (${result.requests.average} req/s)`);

  // Burst: 200 different members download one livery at once, then 50 more by one of them;
  // then one member favourites it 50 times in parallel.
  const burstMembers = world.members.slice(10, 210);
  const post = (path: string, bearer: string) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { authorization: bearer } });
  const download = `/api/liveries/${world.burstLiveryId}/download`;
  const first = burstMembers[0]?.bearer ?? '';
  const second = burstMembers[1]?.bearer ?? '';
  const burst = [
    ...(await Promise.all(burstMembers.map((m) => post(download, m.bearer)))),
    ...(await Promise.all(Array.from({ length: 50 }, () => post(download, first)))),
    ...(await Promise.all(
      Array.from({ length: 50 }, () => post(`/api/liveries/${world.burstLiveryId}/favorite`, second)),
    )),
  ];
  for (const res of burst) count(res.status);
  console.log('status counts:', Object.fromEntries([...statuses].sort()));

  const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  if (fiveXx > 0) failures.push(`${fiveXx} responses were 5xx`);
  // Uploads autocannon gave up on when it stopped may still be storing their files: the invariants
  // hold for a server at rest, and a stopping server finishes every request it took first.
  await server.stop();
  const { checked, broken } = checkInvariants(DATA_DIR, world, statuses.get(201) ?? 0);
  console.log(`invariants: ${checked - broken.length}/${checked} hold`);
  failures.push(...broken);
} catch (error) {
  failures.push(String(error));
} finally {
  await server.stop();
}
if (failures.length > 0) {
  console.error(`load test FAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('load test passed: zero 5xx, every invariant holds');
process.exit(0);
