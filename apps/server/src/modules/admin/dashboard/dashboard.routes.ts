import { DashboardStatsSchema } from '@paddock/contract';
import { adminsOnly } from '../../../auth/route-scopes';
import { errorResponses } from '../../../plugins/docs';
import { createDashboardService } from './dashboard.service';

export const dashboardRoutes = adminsOnly(async (app) => {
  const dashboard = createDashboardService(app.deps.db, app.deps.dialect);
  app.get(
    '/api/dashboard/stats',
    { schema: { tags: ['admin: dashboard'], response: { 200: DashboardStatsSchema, ...errorResponses(401, 403) } } },
    async () => dashboard.stats(),
  );
});
