import {
  type DigestSettings,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_RULES,
  type Notification,
  type NotificationKind,
  type NotificationPage,
} from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { type Dialect, toIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository';
import { checkUnsubscribeToken } from './unsubscribe-token';

export function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    kind: r.kind as NotificationKind,
    createdAt: toIso(r.createdAt),
    readAt: r.readAt === null ? null : toIso(r.readAt),
    actor: r.actorId === null ? null : { id: r.actorId, username: r.actorName ?? `user-${r.actorId}` },
    liveryId: r.liveryId,
    liveryTitle: r.liveryTitle,
    refId: r.refId,
    excerpt: r.excerpt,
  };
}

const UNSUBSCRIBE_REFUSALS = {
  invalid: NOTIFICATION_MESSAGES.tokenInvalid,
  expired: NOTIFICATION_MESSAGES.tokenExpired,
  outdated: NOTIFICATION_MESSAGES.tokenOutdated,
} as const;

/** A member's notifications (only their own: every query is by the viewer's id), digest settings, unsubscribe. */
export function createNotificationsService(db: Db, dialect: Dialect, secret: string) {
  const repo = createNotificationsRepository(db.kysely, dialect);

  return {
    async page(viewer: Viewer, page: number): Promise<NotificationPage> {
      const size = NOTIFICATION_RULES.pageSize;
      const [rows, totalCount, unreadCount] = await Promise.all([
        repo.page(viewer.id, size, (page - 1) * size),
        repo.count(viewer.id, false),
        repo.count(viewer.id, true),
      ]);
      return {
        items: rows.map(toNotification),
        page,
        totalCount,
        totalPages: Math.ceil(totalCount / size),
        unreadCount,
      };
    },

    unreadCount: async (viewer: Viewer) => ({ unreadCount: await repo.count(viewer.id, true) }),

    async markRead(viewer: Viewer, id: number) {
      if (!(await repo.markRead(viewer.id, id))) throw AppError.notFound(NOTIFICATION_MESSAGES.notFound);
      return { unreadCount: await repo.count(viewer.id, true) };
    },

    async markAllRead(viewer: Viewer) {
      await repo.markAllRead(viewer.id);
      return { unreadCount: 0 };
    },

    digestSettings: async (viewer: Viewer): Promise<DigestSettings> => ({
      dailyDigest: await repo.digestEnabled(viewer.id),
    }),

    async setDigestSettings(viewer: Viewer, settings: DigestSettings): Promise<DigestSettings> {
      await repo.setDigest(viewer.id, settings.dailyDigest);
      return { dailyDigest: settings.dailyDigest };
    },

    /**
     * Signed out, by the token of the digest's link; a wrong, expired or old-kind token is a 400
     * that says what to do (Settings works whatever the link).
     */
    async unsubscribe(token: string) {
      const check = checkUnsubscribeToken(secret, token);
      if (!check.ok) throw AppError.badRequest(UNSUBSCRIBE_REFUSALS[check.problem], 'INVALID_TOKEN');
      await repo.turnOffDigest(check.userId);
      return { unsubscribed: true as const, message: NOTIFICATION_MESSAGES.unsubscribed };
    },
  };
}
