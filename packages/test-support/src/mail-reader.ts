/** Reading the e-mails the app sends, as the server tests and the browser journeys check them. */

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
