import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { App } from '../app';

/** Test helpers: read what the app sent, from its outbox folder or through a real SMTP server. */

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Inbox {
  /** Every message so far, oldest first, once the app's background sends have finished. */
  all(): Promise<CapturedMail[]>;
  to(address: string): Promise<CapturedMail[]>;
  /** The only or newest message to `address` whose subject contains `subject`; fails when there is none. */
  last(address: string, subject: string): Promise<CapturedMail>;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(part);
  const head = match ? part.slice(0, match.index) : part;
  const body = match ? part.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** A small RFC 822 reader for the messages nodemailer writes (text and HTML alternatives). */
export function parseMail(raw: string): CapturedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: CapturedMail = { to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text: '', html: '' };
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => splitHeaders(p.replace(/^\r?\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const partType = part.headers.get('content-type') ?? 'text/plain';
    const decoded = decodeBody(part.headers, part.body);
    if (partType.startsWith('text/html')) mail.html = decoded;
    else if (partType.startsWith('text/plain')) mail.text = decoded;
  }
  return mail;
}

/** The first link in the message's text part whose address contains `contains`. */
export function linkIn(mail: CapturedMail, contains: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).find((url) => url.includes(contains));
  if (!link) throw new Error(`No link containing ${contains} in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The path and query of a link, for `app.inject`. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
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
  inbox(app: () => App): Inbox;
  close(): Promise<void>;
}> {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(parseMail(Buffer.concat(chunks).toString('utf8')));
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
    inbox: (app) => inboxOver(app, async () => [...received]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
