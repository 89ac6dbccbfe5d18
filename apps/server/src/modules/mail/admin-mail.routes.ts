import { IdParamsSchema, MailOutboxSummarySchema, MailResendResultSchema } from '@paddock/contract';
import { adminsOnly } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { createAdminMailService } from './admin-mail.service';

export const adminMailRoutes = adminsOnly(async (app) => {
  const mail = createAdminMailService(app.deps.backgroundDb, app.deps.mailer);
  const tags = ['admin: mail'];
  app.get(
    '/api/admin/mail',
    { schema: { tags, response: { 200: MailOutboxSummarySchema, ...errorResponses(401, 403) } } },
    async () => mail.summary(),
  );
  app.post(
    '/api/admin/mail/:id/resend',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 202: MailResendResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => reply.code(202).send(await mail.resend(req.params.id)),
  );
});
