import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about (confirm, reset…), logged for the outbox so a newcomer can follow it. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the request wait: a slow or failing mail server then changes neither the
   * answer nor its timing (which would tell whether an account exists). Failures are logged.
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every background send has finished (shutdown, tests). */
  idle(): Promise<void>;
}

/**
 * One mailer, two transports: SMTP when SMTP_URL is set; otherwise an outbox folder where each
 * message is a real `.eml` file (open it in any mail client) plus one log line with its link,
 * so a fresh install can confirm accounts with no mail server.
 */
export function createMailer(config: Config['mail'], log: FastifyBaseLogger): Mailer {
  const transport = createTransport(config, log);
  const pending = new Set<Promise<void>>();
  return {
    ...transport,
    sendInBackground(message) {
      const sending = transport.send(message).catch((error) => {
        log.error({ err: error, to: message.to, subject: message.subject }, 'could not send mail');
      });
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

function createTransport(config: Config['mail'], log: FastifyBaseLogger): Pick<Mailer, 'kind' | 'send'> {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(config.outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      await chmod(config.outboxDir, PRIVATE_DIR_MODE); // also when an older version made it
      const file = path.join(
        config.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      // Development aid, on only outside production: the link carries a one-time token (reset,
      // confirmation), which a production log must never hold. The .eml file (0600) has it.
      const link = config.logLinks !== false ? message.link : undefined;
      log.info(
        { to: message.to, subject: message.subject, file, link },
        `mail written to the outbox${link ? `: ${link}` : ''}`,
      );
    },
  };
}
