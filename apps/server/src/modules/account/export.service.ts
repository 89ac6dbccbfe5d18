import { ACCOUNT_ERROR_MESSAGES, liveryDownloadFileName, liveryVersionFileName } from '@paddock/contract';
import { createDialect, shownName, toIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { createCollectionsOfAccount } from '../collections/collections-of-account';
import { createCommentsOfAccount } from '../comments/comments-of-account';
import { toRegionConfigurations } from '../liveries/liveries.mapper';
import { createLiveriesOfAccount } from '../liveries/liveries-of-account';
import { exportMemberNotificationData } from '../notifications/member-data.service';
import { exportWebhooksOf } from '../webhooks/webhook-events.service';
import { createExportRepository } from './export.repository';

const iso = (value: Date | string | null | undefined) => (value ? toIso(value) : null);

/** The member's data as one JSON document (GDPR access and portability). */
export function createExportService({ db, storage, config }: Pick<AppDeps, 'db' | 'storage' | 'config'>) {
  const repo = createExportRepository(db.kysely);
  const liveries = createLiveriesOfAccount(db.kysely);
  const commentsAndRatings = createCommentsOfAccount(db.kysely, db.kind, createDialect(db.kind));
  // Local storage answers site-relative URLs; a file read outside the site needs whole ones.
  const absolute = (url: string) => (url.startsWith('/') ? `${config.publicUrl}${url}` : url);

  async function liveriesOf(userId: number) {
    const rows = await liveries.byUploader(userId);
    return Promise.all(
      rows.map(async (row) => {
        const shots = await liveries.screenshotsOf(row.id);
        return {
          id: row.id,
          title: row.title,
          description: row.description,
          carClassName: row.carClassName,
          carModelName: row.carModelName,
          tags: row.tags.map((t) => t.name),
          uploadDate: iso(row.uploadDate),
          updatedAt: iso(row.updatedAt),
          downloadCount: Number(row.downloadCount),
          favoriteCount: Number(row.favoriteCount),
          fileSize: Number(row.fileSize),
          fileUrl: absolute(
            await storage.downloadUrl(row.fileKey, {
              filename: liveryDownloadFileName(row.title, row.id),
              contentType: 'application/zip',
            }),
          ),
          screenshots: await Promise.all(
            shots.map(async (s) => ({
              url: absolute(await storage.publicUrl(s.fullKey)),
              thumbnailUrl: absolute(await storage.publicUrl(s.thumbKey)),
              width: s.width,
              height: s.height,
            })),
          ),
          regionConfigurations: toRegionConfigurations(await liveries.regionConfigurationsOf(row.id)),
          versions: await Promise.all(
            (await liveries.versionsOf(row.id)).map(async (v) => ({
              number: Number(v.number),
              createdAt: iso(v.createdAt),
              changelog: v.changelog,
              fileSize: Number(v.fileSize),
              downloadCount: Number(v.downloadCount),
              fileUrl: absolute(
                await storage.downloadUrl(v.fileKey, {
                  filename: liveryVersionFileName(
                    liveryDownloadFileName(row.title, row.id),
                    Number(v.number),
                    v.fileKey === row.fileKey,
                  ),
                  contentType: 'application/zip',
                }),
              ),
            })),
          ),
        };
      }),
    );
  }

  return {
    async export(userId: number) {
      const user = await repo.user(userId);
      if (!user) throw AppError.unauthorized(ACCOUNT_ERROR_MESSAGES.loginNoUser);
      const pending = await repo.pendingEmail(userId);
      const username = shownName(user.display_username, user.username, user.name);
      return {
        username,
        document: {
          exportedAt: new Date().toISOString(),
          site: config.publicUrl,
          profile: {
            id: user.id,
            username,
            email: user.email,
            emailVerified: Boolean(user.email_verified),
            image: user.image,
            role: user.role ?? 'user',
            createdAt: iso(user.created_at),
            updatedAt: iso(user.updated_at),
            pendingEmailChange: pending
              ? {
                  newEmail: pending.new_email,
                  requestedAt: iso(pending.created_at),
                  expiresAt: iso(pending.expires_at),
                }
              : null,
          },
          consent: {
            hasGivenGdprConsent: Boolean(user.has_given_gdpr_consent),
            gdprConsentDate: iso(user.gdpr_consent_date),
          },
          liveries: await liveriesOf(userId),
          collections: await createCollectionsOfAccount(db.kysely).exportOf(userId),
          webhooks: await exportWebhooksOf(db.kysely, db.kind, userId),
          favorites: (await repo.favorites(userId)).map((f) => ({ ...f, favoritedAt: iso(f.favoritedAt) })),
          reports: (await repo.reports(userId)).map((r) => ({
            id: r.id,
            liveryId: r.livery_id,
            liveryTitle: r.livery_title,
            reason: r.reason,
            comment: r.comment,
            status: r.status,
            createdAt: iso(r.created_at),
          })),
          // Issue 19: comments written (not deleted) and ratings given.
          ...(await commentsAndRatings.exportOf(userId)),
          downloads: (await repo.downloads(userId)).map((d) => ({ ...d, downloadedAt: iso(d.downloadedAt) })),
          sessions: (await repo.sessions(userId)).map((s) => ({
            createdAt: iso(s.created_at),
            expiresAt: iso(s.expires_at),
            ipAddress: s.ip_address,
            userAgent: s.user_agent,
          })),
          contactMessages: (await repo.contactMessages(userId, user.email)).map((m) => ({
            id: m.id,
            name: m.name,
            email: m.email,
            subject: m.subject,
            message: m.message,
            createdAt: iso(m.created_at),
          })),
          ...(await exportMemberNotificationData(db.kysely, userId)),
        },
      };
    },
  };
}

export type DataExport = Awaited<ReturnType<ReturnType<typeof createExportService>['export']>>['document'];
