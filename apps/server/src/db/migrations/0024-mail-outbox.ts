import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * The durable mail outbox (issue 33): every e-mail is a row before any mail server is tried, so
 * an SMTP outage delays mail instead of losing it. `message_id` is the Message-ID header, the same
 * on every try, so a receiver can drop the copy an at-least-once retry may send.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await t
    .id(db.schema.createTable('mail_outbox'))
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Also the lease of a try in progress: claiming a row moves it past the try's longest run.
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('sent_at', t.timestamp)
    .execute();
  // The retry job's question: which pending rows are due.
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
}
