import type { App } from '../app';

/** The token the metrics tests configure (METRICS_TOKEN). */
export const METRICS_TEST_TOKEN = 'scrape-token-0123456789abcdef';

/** GET /metrics on the main port as Prometheus would with METRICS_TOKEN: the text exposition. */
export async function scrape(app: App): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TEST_TOKEN}` },
  });
  if (res.statusCode !== 200) throw new Error(`scrape answered ${res.statusCode}: ${res.body}`);
  return res.body;
}

/**
 * The value of the sample `name` whose labels include every one of `labels`, read from a text
 * exposition; undefined when there is none (`name_bucket` and the like are names of their own).
 */
export function sampleOf(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}
