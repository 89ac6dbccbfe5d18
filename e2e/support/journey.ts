import { randomBytes } from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Dialog, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { Api } from './api';
import { OUTPUT_DIR } from './server';

/** Debian's chromium, never a downloaded browser, with the flags this machine needs. */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface Journey {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The bootstrap admin through the API, for fixtures. */
  admin: Api;
  adminLogin: { email: string; username: string; password: string };
  /** Every browser dialog (alert/confirm) seen, in order; they are accepted. */
  dialogs: string[];
  /** Answers the cookie banner with Decline, as most visitors do (keeps it out of screenshots). */
  declineCookies(): Promise<void>;
  /** Fills the Login form on the current page, submits it and waits until the app leaves /login. */
  logIn(email: string, password: string): Promise<void>;
  /** Runs axe on the page as it is now: no serious or critical violation may be found. */
  checkA11y(label?: string): Promise<void>;
  /** Declares a page the journey passes through without showing it (a guard's redirect). */
  passesThrough(pathname: string): void;
  /** Axe and full-page screenshots of the current page at 1440 and 390 px, into e2e/output/. */
  screenshots(name: string): Promise<void>;
  /** Closes the browser; fails when a page was shown without an accessibility check. */
  finish(): Promise<void>;
}

/** A private address no other journey of this run is likely to hold. */
const playerAddress = () => `10.${[...randomBytes(3)].join('.')}`;

const SERIOUS = new Set(['serious', 'critical']);

/**
 * A journey's own browser: a fresh Chromium with one context (no shared cookies or storage
 * between journeys) at desktop size, reduced motion so reveal animations do not hide content.
 */
export async function startJourney(name: string): Promise<Journey> {
  const baseUrl = inject('baseUrl');
  const adminLogin = inject('admin');
  const browser = await chromium.launch(CHROMIUM);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    acceptDownloads: true,
    // Every journey runs from this one machine: without an address of its own, each sign-in
    // through the form counted against one shared per-address limit (10 a minute), which the run
    // as a whole can pass. The server believes X-Forwarded-For from loopback (global-setup.ts).
    extraHTTPHeaders: { 'x-forwarded-for': playerAddress() },
  });
  context.setDefaultTimeout(20_000);
  // The site's Content-Security-Policy is strict (docs/security.md): whatever it blocks in a real
  // browser is a bug, and a violation only shows in the console and in Lighthouse.
  const cspViolations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void cspViolations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const visited = new Set<string>();
  const checked = new Set<string>();
  const transient = new Set<string>();
  const dialogs: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(baseUrl)) visited.add(new URL(frame.url()).pathname);
  });
  // When a step times out, what the page met on the way is the only clue left in a CI log.
  const note = (text: string) => console.warn(`[e2e:${name}] ${text}`);
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(baseUrl)) {
      note(`${response.status()} ${response.request().method()} ${response.url().slice(baseUrl.length)}`);
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // An aborted request is a query whose key moved on (a filter changed): expected.
    if (!reason.includes('ERR_ABORTED')) note(`request failed (${reason}): ${request.method()} ${request.url()}`);
  });
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });

  const checkA11y = async (label?: string) => {
    const pathname = new URL(page.url()).pathname;
    const results = await new AxeBuilder({ page }).analyze();
    // A check that ran no rule on real content would pass vacuously.
    expect(results.passes.length, `axe ran on ${label ?? pathname}`).toBeGreaterThan(10);
    const serious = results.violations.filter((v) => SERIOUS.has(v.impact ?? ''));
    const report = serious.map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
    expect(report, `axe on ${label ?? pathname}`).toEqual([]);
    checked.add(pathname);
  };

  return {
    baseUrl,
    dataDir: inject('dataDir'),
    browser,
    context,
    page,
    admin: new Api(baseUrl, inject('adminToken')),
    adminLogin,
    dialogs,
    checkA11y,

    async declineCookies() {
      const banner = page.getByRole('region', { name: 'Cookies on Paddock' });
      await banner.getByRole('button', { name: 'Decline' }).click();
      await banner.waitFor({ state: 'hidden' });
    },

    async logIn(email, password) {
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByRole('button', { name: 'Login' }).click();
      // The header shows the member a moment before the app leaves /login: a journey that checked
      // the page then would check the login page and leave the next one unchecked.
      await page.waitForURL((url) => url.pathname !== '/login');
    },

    passesThrough: (pathname) => transient.add(pathname),

    async screenshots(name) {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await imagesLoaded(page);
        await checkA11y(`${name} at ${viewport.width} px`);
        await page.screenshot({ path: path.join(OUTPUT_DIR, `${name}-${viewport.width}.png`), fullPage: true });
      }
      await page.setViewportSize(DESKTOP);
    },

    async finish() {
      // The last screen, to see where a failing journey stopped.
      await page.screenshot({ path: path.join(OUTPUT_DIR, `last-${name}.png`) }).catch(() => {});
      await browser.close();
      const unchecked = [...visited].filter((p) => !checked.has(p) && !transient.has(p));
      expect(unchecked, 'pages shown without an accessibility check').toEqual([]);
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
  };
}

/**
 * Waits for the images a visitor would see: lazy ones load once scrolled past, so the page is
 * scrolled to the bottom and back; images that stay off-screen (a carousel's far slides) may stay lazy.
 */
async function imagesLoaded(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
}
