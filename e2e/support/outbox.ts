import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CapturedMail, linkIn, parseMail } from '@paddock/test-support';

export interface OutboxMail extends CapturedMail {
  file: string;
}

/** The server's outbox (no SMTP_URL): every account e-mail is an `.eml` file in DATA_DIR/outbox. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(names.map(async (file) => ({ file, ...parseMail(await readFile(path.join(dir, file), 'utf8')) })));
}

/**
 * Waits for an e-mail to `to` whose subject contains `subject` (mail is sent in the background
 * after the request answers) and returns the link in it that contains `linkContains`.
 */
export async function waitForMailLink(
  dataDir: string,
  query: { to: string; subject: string; linkContains: string; timeoutMs?: number },
): Promise<string> {
  const deadline = Date.now() + (query.timeoutMs ?? 15_000);
  for (;;) {
    const mail = (await readOutbox(dataDir)).filter(
      (m) => m.to.toLowerCase().includes(query.to.toLowerCase()) && m.subject.includes(query.subject),
    );
    const newest = mail.at(-1);
    if (newest) return linkIn(newest, query.linkContains);
    if (Date.now() > deadline) throw new Error(`No e-mail "${query.subject}" to ${query.to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
