// Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU throttling) with Debian's
// chromium, on the production server filled by the generator.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const RETRIES = 2;

/**
 * One Lighthouse run. A run Lighthouse could not finish (a trace it failed to record: NO_NAVSTART,
 * "Please run Lighthouse again") scores 0 without measuring the page; it is run again, at most
 * RETRIES times, and said so, rather than leaving a 0 in the median.
 */
async function finishedRun(address, port, label) {
  for (let attempt = 0; ; attempt++) {
    const { lhr } = await lighthouse(address, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!lhr.runtimeError) return lhr;
    console.warn(`[bench] Lighthouse ${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (attempt === RETRIES) return lhr;
  }
}

/**
 * Scores move by several points between runs of the same page on one machine; Lighthouse's own
 * guidance is to report the median of several runs. Each page's median run (by performance
 * score) is reported with the spread of the others.
 */
export async function runLighthouse(url, port, { runs = 3 } = {}) {
  // The most favourited livery: the one a shared link most likely points at.
  const [top] = await (await fetch(`${url}/api/liveries/most-favorited?count=1`)).json();
  const slug = top.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const pages = [
    { page: 'home', path: '/' },
    { page: 'browse', path: '/liveries' },
    { page: 'livery', path: `/livery/${top.id}/${slug}` },
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, port });
  const out = [];
  try {
    for (const { page, path } of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await finishedRun(`${url}${path}`, chrome.port, `${path}, run ${run + 1}`);
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        results.push({
          page: `${page} (${path})`,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          runtimeError: lhr.runtimeError?.message,
        });
      }
      const sorted = [...results].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      out.push({ ...median, performanceRuns: results.map((r) => r.performance) });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}
