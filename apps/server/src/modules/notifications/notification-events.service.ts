import { NOTIFICATION_RULES, type NotificationEvent } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createNotificationEventWrites, type NewEventRow } from './notification-events.repository';

/**
 * Queues what happened, for the followers or members it concerns, in the CALLER's transaction:
 * the event is recorded exactly when what caused it is (a rolled-back upload notifies nobody).
 * It writes one row whatever the number of followers; the background drain
 * (`notification-drain.ts`) fans it out. Call it with the transaction, e.g.
 * `await recordNotificationEvent(trx, { kind: 'livery-published', liveryId, uploaderId })`.
 */
export async function recordNotificationEvent(trx: Kysely<Database>, event: NotificationEvent): Promise<void> {
  const repo = createNotificationEventWrites(trx);
  const row = await eventRow(repo, event);
  if (row) await repo.insert(row);
}

/**
 * A comment was edited, hidden or deleted: the notifications that quote it, already delivered or
 * still queued, quote its new text, or nothing (`text` null), in the caller's transaction. Its
 * words must not outlive it in a feed or the next digest e-mail.
 */
export async function requoteComment(trx: Kysely<Database>, commentId: number, text: string | null): Promise<void> {
  await createNotificationEventWrites(trx).setCommentExcerpt(commentId, text === null ? null : excerptOf(text));
}

/**
 * The member's account is being deleted with their comments: no quote of their words stays in
 * anyone's notifications or in a queued event (the next digest), in the caller's transaction,
 * before the account row goes (notifications name their actor until then).
 */
export async function forgetCommentQuotesBy(trx: Kysely<Database>, authorId: number): Promise<void> {
  await createNotificationEventWrites(trx).clearCommentExcerptsBy(authorId);
}

type Repo = ReturnType<typeof createNotificationEventWrites>;

const empty = { actorId: null, recipientId: null, parentAuthorId: null, refId: null, excerpt: null };

/** The stored row of an event, with the livery's title kept in case the livery goes; null when the livery is already gone. */
async function eventRow(repo: Repo, event: NotificationEvent): Promise<NewEventRow | null> {
  switch (event.kind) {
    case 'livery-published':
    case 'possible-copy': {
      const livery = await repo.liveryOf(event.liveryId);
      if (!livery) return null;
      return {
        ...empty,
        kind: event.kind,
        actorId: event.uploaderId,
        liveryId: event.liveryId,
        liveryTitle: livery.title,
        // Issue 36: the original's author is told, quoting the original's title (notificationText).
        ...(event.kind === 'possible-copy' && { recipientId: event.originalAuthorId, excerpt: event.originalTitle }),
      };
    }
    case 'livery-version': {
      const livery = await repo.liveryOf(event.liveryId);
      if (!livery) return null;
      return {
        ...empty,
        kind: event.kind,
        actorId: livery.uploaderId,
        liveryId: event.liveryId,
        liveryTitle: livery.title,
        refId: event.versionNumber,
      };
    }
    case 'comment': {
      const livery = await repo.liveryOf(event.liveryId);
      if (!livery) return null;
      return {
        kind: event.kind,
        actorId: event.authorId,
        liveryId: event.liveryId,
        liveryTitle: livery.title,
        recipientId: livery.uploaderId,
        parentAuthorId: event.parentAuthorId,
        refId: event.commentId,
        excerpt: excerptOf(event.excerpt),
      };
    }
    case 'report-resolved': {
      const title =
        (event.liveryId ? (await repo.liveryOf(event.liveryId))?.title : undefined) ??
        (await repo.reportTitle(event.reportId));
      return {
        ...empty,
        kind: event.kind,
        liveryId: event.liveryId,
        liveryTitle: title ?? '',
        recipientId: event.reporterId,
        refId: event.reportId,
      };
    }
  }
}

/** The start of a comment, on one line, cut at a word where possible. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const max = NOTIFICATION_RULES.excerptMax;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
