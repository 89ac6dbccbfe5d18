import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../app';
import { type StallingProxy, startStallingProxy } from '../test/fixtures/stalling-proxy';
import { createTestApp, type TestContext } from '../test/test-app';
import { startSmtpCapture } from '../test/test-inbox';

const HOUR_MS = 3_600_000;
/** A moment `hours` from now, past the back-off of the try before: retry rounds run with it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

/**
 * A test app whose SMTP_URL is a real SMTP server (smtp-server) behind a proxy the test can
 * freeze or stop (issue 33's mail outage tests). The retry job's own timer stays out of the way:
 * each round is run by the test with `deliverDue(inHours(…))`.
 */
export function useAppWithSmtpBehindProxy(env: Record<string, string> = {}, options: BuildOptions = {}) {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let proxy: StallingProxy;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    proxy = await startStallingProxy({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) });
    t = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${proxy.port}`, MAIL_RETRY_POLL_MS: String(HOUR_MS), ...env },
      options,
    );
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await smtp?.close();
  });
  return {
    get t() {
      return t;
    },
    get proxy() {
      return proxy;
    },
    get smtp() {
      return smtp;
    },
    /** The Message-ID of every message the SMTP server received for `to`, in order. */
    messageIdsSentTo: (to: string) =>
      smtp.raw.filter((raw) => raw.includes(`To: ${to}`)).map((raw) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim()),
  };
}
