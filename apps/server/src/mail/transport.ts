import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';
import { maskAddress } from './mask-address';

/** One message as the outbox hands it to a transport: its Message-ID is the same on every try. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The link the message is about, logged for the outbox folder on the first try only. */
  link?: string;
}

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  deliver(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise an outbox folder where each message is a real `.eml` file
 * (open it in any mail client) plus one log line with its link, so a fresh install can confirm
 * accounts with no mail server.
 */
export function createTransport(config: Config['mail'], log: FastifyBaseLogger): MailTransport {
  const envelope = (mail: OutgoingMail) => ({
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
  });
  if (config.smtpUrl) {
    // A stalled mail server (accepting connections, answering nothing) must not hold a try, and
    // its row's lease, for ever: connecting, the greeting and every silence after are bounded, so
    // the try fails and the row waits for its retry (issue 33).
    const t = config.timeoutMs;
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: t,
      greetingTimeout: t,
      socketTimeout: t,
    });
    return {
      kind: 'smtp',
      async deliver(mail) {
        await transport.sendMail(envelope(mail));
        log.info({ to: maskAddress(mail.to), subject: mail.subject, messageId: mail.messageId }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async deliver(mail) {
      const info = await transport.sendMail(envelope(mail));
      await mkdir(config.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      await chmod(config.outboxDir, PRIVATE_DIR_MODE); // also when an older version made it
      const file = path.join(
        config.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      // Development aid, on only outside production: the link carries a one-time token (reset,
      // confirmation), which a production log must never hold. The .eml file (0600) has it.
      const link = config.logLinks !== false ? mail.link : undefined;
      log.info(
        { to: maskAddress(mail.to), subject: mail.subject, file, link },
        `mail written to the outbox${link ? `: ${link}` : ''}`,
      );
    },
  };
}
