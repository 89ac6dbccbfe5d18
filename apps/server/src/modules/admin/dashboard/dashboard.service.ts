import {
  ADMIN_RULES,
  type AnyReportReason,
  COMMENT_REPORT_REASON_LABELS,
  type DashboardStats,
  REPORT_REASON_LABELS,
} from '@paddock/contract';

/** A report's reason as people read it, livery or comment one (issue 34 §18). */
const REASON_LABELS: Record<AnyReportReason, string> = { ...COMMENT_REPORT_REASON_LABELS, ...REPORT_REASON_LABELS };

import type { Db } from '../../../db/database';
import { type Dialect, toIso } from '../../../db/dialect';
import { createDashboardRepository } from './dashboard.repository';

export const DASHBOARD_DAYS = ADMIN_RULES.dashboardDays;
export const TOP_CLASSES = ADMIN_RULES.dashboardTopClasses;
export const RECENT_ACTIVITIES = 10;

type Activity = DashboardStats['recentActivities'][number];

/** The `DASHBOARD_DAYS` UTC days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, days = DASHBOARD_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export function createDashboardService(db: Db, dialect: Dialect) {
  const repo = createDashboardRepository(db.kysely, dialect);

  return {
    async stats(now = new Date()): Promise<DashboardStats> {
      const days = lastDays(now);
      const from = new Date(`${days[0]}T00:00:00.000Z`);
      const [totals, users, liveries, classes, audit, signUps, uploads, reports, comments] = await Promise.all([
        repo.totals(),
        repo.perDay('user', from),
        repo.perDay('livery', from),
        repo.topCarClasses(TOP_CLASSES),
        repo.recentAudit(RECENT_ACTIVITIES),
        repo.recentSignUps(RECENT_ACTIVITIES),
        repo.recentUploads(RECENT_ACTIVITIES),
        repo.recentReports(RECENT_ACTIVITIES),
        repo.comments(new Date(now.getTime() - 7 * 86_400_000)),
      ]);
      const series = (counts: Map<string, number>) => days.map((date) => ({ date, count: counts.get(date) ?? 0 }));

      const activities: Activity[] = [
        ...audit.map((e) => ({
          id: `audit-${e.id}`,
          type: e.targetType as Activity['type'],
          text: e.actor && !e.summary.startsWith(e.actor) ? `${e.actor}: ${e.summary}` : e.summary,
          timestamp: toIso(e.createdAt),
        })),
        ...signUps.map((u) => ({
          id: `user-${u.id}`,
          type: 'user' as const,
          text: `${u.username} joined`,
          timestamp: toIso(u.createdAt),
        })),
        ...uploads.map((l) => ({
          id: `livery-${l.id}`,
          type: 'livery' as const,
          text: `${l.author ?? 'A deleted user'} uploaded "${l.title}"`,
          timestamp: toIso(l.createdAt),
        })),
        ...reports.map((r) => ({
          id: `report-${r.id}`,
          type: 'report' as const,
          text: `${r.target === 'collection' ? 'The collection ' : ''}"${r.title}" was reported: ${REASON_LABELS[r.reason as AnyReportReason] ?? r.reason}`,
          timestamp: toIso(r.createdAt),
        })),
      ];
      activities.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id));

      return {
        totalUsers: totals.users,
        totalLiveries: totals.liveries,
        totalDownloads: totals.downloads,
        pendingReports: totals.pending,
        totalComments: comments.total,
        commentsLast7Days: comments.recent,
        recentActivities: activities.slice(0, RECENT_ACTIVITIES),
        newUsersLast30Days: series(users),
        newLiveriesLast30Days: series(liveries),
        topCarClasses: classes.map((c) => ({ name: c.name, count: Number(c.count) })),
      };
    },
  };
}
