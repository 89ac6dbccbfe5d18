// Runs each scenario with autocannon: a warm-up, then the measured run, one scenario at a time.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export async function measure(url, { path: target, headers = {} }, { connections, seconds, warmupSeconds }) {
  const requests = [
    typeof target === 'function' ? { setupRequest: (req) => ({ ...req, path: target() }) } : { path: target },
  ];
  const run = (duration) =>
    autocannon({ url, connections, duration, headers, requests, path: typeof target === 'string' ? target : '/' });
  if (warmupSeconds > 0) await run(warmupSeconds);
  const r = await run(seconds);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    bytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
  };
}

/** Starts the bare route in its own process; returns its URL and a stop function. */
export async function startCeiling(port, bytes) {
  const child = fork(path.join(import.meta.dirname, 'ceiling-server.mjs'), [String(port), String(bytes)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`ceiling server exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Every scenario on one server, with the ceiling measured in the same run. */
export async function runApiLoad(server, list, cookie, options, ceilingPort) {
  // The ceiling answers as many bytes as the default browse page, whichever scenarios run.
  const sample = await fetch(`${server.url}/api/liveries`);
  const bodyBytes = (await sample.arrayBuffer()).byteLength;
  const ceiling = await startCeiling(ceilingPort, bodyBytes);
  let ceilingResult;
  try {
    ceilingResult = await measure(ceiling.url, { path: '/ceiling' }, options);
  } finally {
    await ceiling.stop();
  }
  const rows = [{ name: `bare Fastify route (${bodyBytes} B)`, ...ceilingResult, ratio: 1 }];
  for (const s of list) {
    const headers = s.signedIn ? { cookie } : {};
    const result = await measure(server.url, { path: s.path, headers }, options);
    rows.push({
      name: s.name,
      ...result,
      ratio: result.rps / ceilingResult.rps,
      budgetP99: s.budgetP99 ?? 25,
      budgetRatio: s.budgetRatio ?? 0.5,
    });
    process.stderr.write(`  ${s.name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms\n`);
  }
  return rows;
}
