import type { FastifyPluginAsync } from 'fastify';
import { adminUserRoutes } from '../account/admin-users.routes';
import { adminAuditRoutes } from '../audit/audit.routes';
import { adminCollectionRoutes } from '../collections/admin-collections.routes';
import { adminContactRoutes } from '../contact/admin-contact.routes';
import { adminLiveryRoutes } from '../liveries/admin-liveries.routes';
import { adminMailRoutes } from '../mail/admin-mail.routes';
import { adminOriginalityRoutes } from '../originality/admin-originality.routes';
import { adminPossibleCopyRoutes } from '../originality/admin-possible-copies.routes';
import { adminReportRoutes } from '../reports/admin-reports.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';

/** The admin back office API (spec admin-and-pages §2, DESIGN §3): each part is admins-only itself. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.register(adminReportRoutes);
  app.register(dashboardRoutes);
  app.register(adminUserRoutes);
  app.register(adminLiveryRoutes);
  app.register(adminContactRoutes);
  app.register(adminMailRoutes);
  app.register(adminAuditRoutes);
  app.register(adminCollectionRoutes);
  app.register(adminOriginalityRoutes);
  app.register(adminPossibleCopyRoutes);
};
