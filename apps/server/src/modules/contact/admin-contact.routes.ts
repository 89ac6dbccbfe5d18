import {
  AdminContactMessageSchema,
  AdminContactPageSchema,
  AdminContactQuerySchema,
  ContactStatusUpdateSchema,
  IdParamsSchema,
} from '@paddock/contract';
import { adminsOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { createAdminContactService } from './admin-contact.service';

export const adminContactRoutes = adminsOnly(async (app) => {
  const inbox = createAdminContactService(app.deps.db);
  const tags = ['admin: contact'];
  app.get(
    '/api/contact-messages',
    {
      schema: {
        tags,
        querystring: AdminContactQuerySchema,
        response: { 200: AdminContactPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => inbox.list(req.query),
  );
  app.patch(
    '/api/contact-messages/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ContactStatusUpdateSchema,
        response: { 200: AdminContactMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => inbox.setStatus(signedInViewer(req), req.params.id, req.body.status),
  );
});
