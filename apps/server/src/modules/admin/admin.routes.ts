import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps';
import { registerAdminUserRoutes } from '../account/admin-users.routes';
import { registerAdminContactRoutes } from '../contact/admin-contact.routes';
import { registerAdminLiveryRoutes } from '../liveries/admin-liveries.routes';
import { registerAdminReportRoutes } from '../reports/admin-reports.routes';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';

/** The admin back office API (spec admin-and-pages §2, DESIGN §3): admin role only. */
export function registerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAdminReportRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerAdminUserRoutes(app, deps);
  registerAdminLiveryRoutes(app, deps);
  registerAdminContactRoutes(app, deps);
}
