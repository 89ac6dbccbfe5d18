import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { type AppMetrics, NO_METRICS } from '../lib/metrics';
import type { BackgroundJob } from '../plugins/lifecycle';
import { createMailOutboxRepository, type OutboxRow } from './mail-outbox.repository';
import { maskAddress, withAddressesMasked } from './mask-address';
import { createTransport, type OutgoingMail } from './transport';

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
  /** Queues the message and waits for its first try; a failed try is retried later, not thrown. */
  send(message: MailMessage): Promise<void>;
  /**
   * Resolves once the message's outbox row is written, so a crash right after the answer loses
   * nothing; the first try runs in the background, so a slow or failing mail server changes
   * neither the answer nor its timing. For every mail a request sends whatever account it meets.
   */
  queue(message: MailMessage): Promise<void>;
  /**
   * Row and try both in the background, the answer waiting for neither. Only for mail that a
   * request sends for a known address alone (a reset request): awaiting the row there would add a
   * write that an unknown address's answer lacks, and its timing would tell whether an account
   * exists. The price is a crash window of one insert; the reader asked for the mail and can ask
   * again (decision 0009).
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every queued write and try has finished (shutdown, tests). */
  idle(): Promise<void>;
  /** One round of the retry job: tries every due row once, drops old sent rows. Returns how many were tried. */
  deliverDue(now?: Date): Promise<number>;
  /** An admin's resend of a failed row: a fresh round of tries; false when no failed row has that id. */
  resendFailed(id: number): Promise<boolean>;
}

/** After the first try fails: 1 min, 5 min, 30 min, 2 h, 12 h; the row is failed after the last. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
/** How long one try holds its row: past the SMTP timeouts, so a crashed try is simply taken again. */
const TRY_LEASE_MS = 10 * 60_000;
const ROWS_PER_ROUND = 50;
/** Sent rows are kept this long (the admin card's "sent" count), then removed. */
export const SENT_MAIL_KEPT_MS = 7 * 24 * 3_600_000;
const ERROR_TEXT_MAX = 500;

/**
 * Every e-mail goes through the durable outbox (issue 33): a row first, then a try at once; a
 * failed try is retried on the MAIL_RETRY_DELAYS_MS schedule by `mailRetryJob`, at least once, with
 * the same Message-ID each time. No log line holds a recipient's address in clear.
 */
export function createMailer(
  config: Config['mail'],
  log: FastifyBaseLogger,
  db: Db,
  metrics: Pick<AppMetrics, 'countMailFailure'> = NO_METRICS,
): Mailer {
  const transport = createTransport(config, log);
  const outbox = createMailOutboxRepository(db);
  const domain = /@([^>\s]+)/.exec(config.from)?.[1] ?? 'paddock.local';
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  async function attempt(id: number, mail: OutgoingMail, attemptsBefore: number): Promise<void> {
    try {
      await transport.deliver(mail);
      await outbox.markSent(id, new Date());
    } catch (error) {
      metrics.countMailFailure();
      const now = new Date();
      const delay = MAIL_RETRY_DELAYS_MS[attemptsBefore];
      const retryAt = delay === undefined ? null : new Date(now.getTime() + delay);
      const reason = withAddressesMasked(error instanceof Error ? error.message : String(error)).slice(
        0,
        ERROR_TEXT_MAX,
      );
      await outbox.markTryFailed(id, reason, now, retryAt);
      const fields = { to: maskAddress(mail.to), subject: mail.subject, messageId: mail.messageId, reason };
      if (retryAt) log.warn({ ...fields, retryAt: retryAt.toISOString() }, 'could not send mail, will retry');
      else log.error(fields, 'could not send mail, gave up after the last try');
    }
  }

  async function writeRow(message: MailMessage): Promise<{ id: number; mail: OutgoingMail }> {
    const mail = { ...message, messageId: `<${randomBytes(16).toString('hex')}@${domain}>` };
    // The row is leased to this first try, so no retry round takes it meanwhile.
    const id = await outbox.insert(mail, new Date(Date.now() + TRY_LEASE_MS));
    return { id, mail };
  }

  async function queueAndTry(message: MailMessage): Promise<void> {
    const { id, mail } = await writeRow(message);
    await attempt(id, mail, 0);
  }

  /** A try nobody waits for; only the bookkeeping after it can throw (the database gone), logged. */
  function tryInBackground(id: number, mail: OutgoingMail, attemptsBefore: number): void {
    track(
      attempt(id, mail, attemptsBefore).catch((error: unknown) => {
        log.error({ err: error, to: maskAddress(mail.to), messageId: mail.messageId }, 'could not record a mail try');
      }),
    );
  }

  const fromRow = (row: OutboxRow): OutgoingMail => ({
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    messageId: row.message_id,
  });

  return {
    kind: transport.kind,
    send: (message) => track(queueAndTry(message)),
    async queue(message) {
      const { id, mail } = await track(writeRow(message));
      tryInBackground(id, mail, 0);
    },
    sendInBackground(message) {
      track(
        queueAndTry(message).catch((error: unknown) => {
          log.error({ err: error, to: maskAddress(message.to), subject: message.subject }, 'could not queue mail');
        }),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    deliverDue: (now = new Date()) =>
      track(
        (async () => {
          const rows = await outbox.claimDue(now, new Date(now.getTime() + TRY_LEASE_MS), ROWS_PER_ROUND);
          for (const row of rows) await attempt(row.id, fromRow(row), row.attempts);
          await outbox.deleteSentBefore(new Date(now.getTime() - SENT_MAIL_KEPT_MS));
          return rows.length;
        })(),
      ),
    async resendFailed(id) {
      const row = await outbox.reopenFailed(id, new Date(Date.now() + TRY_LEASE_MS));
      if (!row) return false;
      tryInBackground(row.id, fromRow(row), 0);
      return true;
    },
  };
}

/** Tries the due rows of the outbox every MAIL_RETRY_POLL_MS, on every instance (claims are atomic). */
export function mailRetryJob(mailer: Mailer, everyMs: number): BackgroundJob {
  return {
    name: 'mail-retry',
    everyMs,
    startInBackground: true,
    failure: 'could not retry queued mail',
    run: async () => {
      await mailer.deliverDue();
    },
  };
}
