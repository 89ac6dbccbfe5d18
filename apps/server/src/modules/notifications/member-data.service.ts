import type { Kysely } from 'kysely';
import { toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { createMemberNotificationDataRepository } from './member-data.repository';

const iso = (value: Date | string | null | undefined) => (value ? toIso(value) : null);

/** The member's follows, notifications and digest setting, for the GDPR export. */
export async function exportMemberNotificationData(db: Kysely<Database>, userId: number) {
  const repo = createMemberNotificationDataRepository(db);
  const [creators, liveries, notifications, preference] = await Promise.all([
    repo.followedCreators(userId),
    repo.followedLiveries(userId),
    repo.notifications(userId),
    repo.preference(userId),
  ]);
  return {
    follows: {
      creators: creators.map((c) => ({ creatorId: c.creatorId, followedAt: iso(c.followedAt) })),
      liveries: liveries.map((l) => ({ liveryId: l.liveryId, title: l.title, followedAt: iso(l.followedAt) })),
    },
    notifications: notifications.map((n) => ({
      kind: n.kind,
      actorId: n.actor_id,
      liveryId: n.livery_id,
      liveryTitle: n.livery_title,
      // Not the excerpt: those are another member's words (their comment), not the member's data.
      refId: n.ref_id,
      createdAt: iso(n.created_at),
      readAt: iso(n.read_at),
    })),
    notificationSettings: {
      dailyDigest: Boolean(preference?.daily_digest),
      lastDigestAt: iso(preference?.last_digest_at),
    },
  };
}

/** Erases them inside the caller's transaction (account anonymization or deletion). */
export function removeMemberNotificationData(trx: Kysely<Database>, userId: number): Promise<void> {
  return createMemberNotificationDataRepository(trx).removeAll(userId);
}
