import {
  AdminContactMessageSchema,
  AdminContactPageSchema,
  AdminContactQuerySchema,
  ContactStatusUpdateSchema,
} from '@paddock/contract';
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { adminItemChangeSchema, adminListSchema } from '../../plugins/admin-route-schemas';
import { errorResponses } from '../../plugins/docs';
import { createAdminContactService } from './admin-contact.service';

export const adminContactRoutes = adminsOnly(async (app) => {
  const inbox = createAdminContactService(app.deps.db);
  const tags = ['admin: contact'];
  app.get(
    '/api/contact-messages',
    { schema: adminListSchema({ tags, query: AdminContactQuerySchema, page: AdminContactPageSchema }) },
    async (req) => inbox.list(req.query),
  );
  app.patch(
    '/api/contact-messages/:id',
    {
      schema: adminItemChangeSchema({
        tags,
        body: ContactStatusUpdateSchema,
        item: AdminContactMessageSchema,
        errors: errorResponses(400, 401, 403, 404),
      }),
    },
    async (req) => inbox.setStatus(signedInViewer(req), req.params.id, req.body.status),
  );
});
