import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CapturedMail, parseMail } from '@paddock/test-support';
import { SMTPServer } from 'smtp-server';
import type { App } from '../app';

/** Test helpers: read what the app sent, from its outbox folder or through a real SMTP server. */

export interface Inbox {
  /** Every message so far, oldest first, once the app's background sends have finished. */
  all(): Promise<CapturedMail[]>;
  to(address: string): Promise<CapturedMail[]>;
  /** The only or newest message to `address` whose subject contains `subject`; fails when there is none. */
  last(address: string, subject: string): Promise<CapturedMail>;
}

function inboxOver(app: () => App, read: () => Promise<CapturedMail[]>): Inbox {
  const all = async () => {
    await app().deps.mailer.idle();
    return read();
  };
  const to = async (address: string) => (await all()).filter((m) => m.to.includes(address));
  return {
    all,
    to,
    async last(address, subject) {
      const found = (await to(address)).filter((m) => m.subject.includes(subject)).at(-1);
      if (!found) throw new Error(`No mail "${subject}" to ${address}`);
      return found;
    },
  };
}

/** The `.eml` files of the app's outbox (no SMTP_URL), in the order they were written. */
export function outboxInbox(app: () => App): Inbox {
  return inboxOver(app, async () => {
    const dir = app().deps.config.mail.outboxDir;
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
    return Promise.all(names.map(async (n) => parseMail(await readFile(path.join(dir, n), 'utf8'))));
  });
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; point SMTP_URL at `url`. */
export async function startSmtpCapture(): Promise<{
  url: string;
  received: CapturedMail[];
  /** The same messages as received, headers included (Message-ID). */
  raw: string[];
  inbox(app: () => App): Inbox;
  close(): Promise<void>;
}> {
  const received: CapturedMail[] = [];
  const raw: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        raw.push(Buffer.concat(chunks).toString('utf8'));
        received.push(parseMail(raw.at(-1) as string));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    raw,
    inbox: (app) => inboxOver(app, async () => [...received]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
