import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import { createDialect } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { createCollectionsOfAccount } from '../collections/collections-of-account';
import { createCommentsOfAccount } from '../comments/comments-of-account';
import { createLiveriesOfAccount } from '../liveries/liveries-of-account';
import { removeMemberNotificationData } from '../notifications/member-data.service';
import { recordWebhookEvent } from '../webhooks/webhook-events.service';
import { createErasureRepository } from './erasure.repository';
import type { createObjectDeletions } from './object-deletions';

/** An address that can never receive mail (`.invalid` is reserved) and never collides. */
export const placeholderEmail = (userId: number) =>
  `deleted-user-${userId}-${randomBytes(6).toString('hex')}@anonymized.invalid`;

/**
 * Removes an account and everything it uploaded, inside the caller's transaction: favourites it
 * gave and ratings (so other liveries' counters keep matching their rows), its comments, its liveries, its sessions and
 * credentials. Stored files are queued for deletion in the same transaction; the caller purges
 * them after commit. The one path for a member deleting themselves and an admin deleting them.
 */
export async function removeAccountRows(
  trx: Kysely<Database>,
  kind: DatabaseKind,
  deletions: ReturnType<typeof createObjectDeletions>,
  user: { id: number; email: string },
): Promise<{ objectKeys: string[]; liveryCount: number }> {
  const repo = createErasureRepository(trx, kind);
  const liveries = createLiveriesOfAccount(trx);
  await repo.lockUser(user.id);
  const liveryIds = await repo.liveryIdsOf(user.id);
  const objectKeys = await liveries.objectKeysOf(liveryIds);
  await deletions.enqueue(trx, objectKeys);
  await repo.removeFavorites(user.id);
  await removeMemberNotificationData(trx, user.id);
  await createCollectionsOfAccount(trx).deleteAll(user.id);
  // Ratings leave their liveries' counters; comments go, or stay as tombstones while others replied.
  await createCommentsOfAccount(trx, kind, createDialect(kind)).removeAll(user.id);
  // Other members' collections holding these liveries are told, before the entries go with them.
  for (const liveryId of liveryIds) await recordWebhookEvent(trx, kind, { kind: 'livery.removed', liveryId });
  await liveries.deleteAll(liveryIds);
  await repo.detachActivity(user.id);
  await repo.scrubContactMessages(user.id, user.email, placeholderEmail(user.id));
  await repo.forgetMailTo(user.id, user.email);
  await repo.endAccess(user.id);
  await repo.deleteUser(user.id);
  return { objectKeys, liveryCount: liveryIds.length };
}
