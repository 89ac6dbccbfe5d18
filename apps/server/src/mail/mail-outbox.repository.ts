import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { createDialect, toIso } from '../db/dialect';
import type { MailOutboxTable } from '../db/schema';

export type OutboxRow = Selectable<MailOutboxTable>;
export type OutboxState = OutboxRow['state'];

/** The outbox's SQL. A try holds its row by moving `next_attempt_at` to the end of its lease. */
export function createMailOutboxRepository({ kysely: db, kind }: Db) {
  const dialect = createDialect(kind);
  const at = (date: Date) => dialect.timestamp(date);

  /** Takes the row for one try when it is still pending and due; false when another instance has it. */
  async function claim(id: number, now: Date, leaseUntil: Date): Promise<OutboxRow | undefined> {
    return db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: at(leaseUntil) })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', at(now))
      .returningAll()
      .executeTakeFirst();
  }

  return {
    /** A new pending row, already held by the caller's first try until `leaseUntil`. */
    async insert(
      mail: { messageId: string; to: string; subject: string; text: string; html: string },
      leaseUntil: Date,
    ) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          message_id: mail.messageId,
          recipient: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          next_attempt_at: at(leaseUntil),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Due rows, each claimed by one atomic conditional update: of several instances polling at
     * once, one update wins a row and the others' match nothing (PostgreSQL re-checks the
     * condition after the winner commits).
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const due = await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('state', '=', 'pending')
        .where('next_attempt_at', '<=', at(now))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
      const claimed: OutboxRow[] = [];
      for (const { id } of due) {
        const row = await claim(id, now, leaseUntil);
        if (row) claimed.push(row);
      }
      return claimed;
    },

    /** Sent: the bodies go (a reset link in a stored body would let a database reader use it). */
    async markSent(id: number, now: Date) {
      await db
        .updateTable('mail_outbox')
        .set((eb) => ({
          state: 'sent',
          attempts: eb('attempts', '+', 1),
          sent_at: at(now),
          last_error: null,
          text_body: '',
          html_body: '',
        }))
        .where('id', '=', id)
        .execute();
    },

    /** A failed try at `now`: the row waits until `retryAt`, or is failed for good when there is none. */
    async markTryFailed(id: number, error: string, now: Date, retryAt: Date | null) {
      await db
        .updateTable('mail_outbox')
        .set((eb) => ({
          state: retryAt ? 'pending' : 'failed',
          attempts: eb('attempts', '+', 1),
          last_error: error,
          // A failed row keeps when its last try ended.
          next_attempt_at: at(retryAt ?? now),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** Sent rows older than `before` go: the outbox is no archive of members' addresses. */
    async deleteSentBefore(before: Date) {
      await db.deleteFrom('mail_outbox').where('state', '=', 'sent').where('sent_at', '<', at(before)).execute();
    },

    /** When the oldest mail still waiting to go out was written (readiness: is mail stuck?). */
    async oldestPendingAt(): Promise<Date | null> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return row?.oldest ? new Date(toIso(row.oldest)) : null;
    },

    async countsByState(): Promise<Record<OutboxState, number>> {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['state', db.fn.countAll<number | string>().as('n')])
        .groupBy('state')
        .execute();
      const counts = { pending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.state] = Number(row.n);
      return counts;
    },

    async listFailed(limit: number) {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['id', 'recipient', 'subject', 'attempts', 'last_error', 'created_at', 'next_attempt_at'])
        .where('state', '=', 'failed')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        recipient: r.recipient,
        subject: r.subject,
        attempts: r.attempts,
        lastError: r.last_error,
        createdAt: toIso(r.created_at),
        lastAttemptAt: toIso(r.next_attempt_at),
      }));
    },

    /** A failed row back to pending for a fresh round of tries, held by the caller's try. */
    async reopenFailed(id: number, leaseUntil: Date): Promise<OutboxRow | undefined> {
      return db
        .updateTable('mail_outbox')
        .set({ state: 'pending', attempts: 0, next_attempt_at: at(leaseUntil), last_error: null })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .returningAll()
        .executeTakeFirst();
    },
  };
}
