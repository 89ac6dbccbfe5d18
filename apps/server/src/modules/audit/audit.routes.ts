import { AuditPageSchema, AuditQuerySchema } from '@paddock/contract';
import { adminsOnly } from '../../auth/route-scopes';
import { adminListSchema } from '../../plugins/admin-route-schemas';
import { createAuditQueries } from './audit.service';

/** The admin Audit log (issue 34 §22): admins only, newest first, paged and filtered. */
export const adminAuditRoutes = adminsOnly(async (app) => {
  const audit = createAuditQueries(app.deps.db.kysely, app.deps.dialect);
  app.get(
    '/api/admin/audit',
    { schema: adminListSchema({ tags: ['admin: audit'], query: AuditQuerySchema, page: AuditPageSchema }) },
    async (req) => audit.list(req.query),
  );
});
