import {
  ACCOUNT_SERVER_MESSAGES,
  EmailChangeConfirmQuerySchema,
  GdprRequestSchema,
  GdprResultSchema,
  ProfileUpdateResultSchema,
  ProfileUpdateSchema,
} from '@paddock/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCurrentPasswordCheck } from '../../auth/current-password';
import { membersOnly, signedInViewer } from '../../auth/route-scopes';
import { errorResponses } from '../../plugins/docs';
import { createErasureService } from './erasure.service';
import { createExportService } from './export.service';
import { createProfileService, EMAIL_CHANGE_CONFIRM_PATH } from './profile.service';

/**
 * `attachment; filename="paddock-data-<username>-<yyyy-mm-dd>.json"`. Usernames may hold any
 * letters, so the quoted name keeps ASCII only and `filename*` carries the exact one.
 */
export function exportDisposition(username: string, now = new Date()): string {
  const date = now.toISOString().slice(0, 10);
  const ascii = username.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'member';
  const exact = encodeURIComponent(`paddock-data-${username}-${date}.json`);
  return `attachment; filename="paddock-data-${ascii}-${date}.json"; filename*=UTF-8''${exact}`;
}

/** Profile changes, e-mail change confirmation and the GDPR calls: the signed-in member's own account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // One check (and one attempt counter per member) for every action that asks for the password.
  const assertCurrentPassword = createCurrentPasswordCheck(deps);
  const profile = createProfileService(deps, assertCurrentPassword);
  const erasure = createErasureService(deps, assertCurrentPassword);
  const exporter = createExportService(deps);

  /** Ends the browser's session cookie as well; the session rows are already gone. */
  async function clearSessionCookie(reply: FastifyReply) {
    const { authCookies } = await deps.auth.$context;
    const { name, attributes } = authCookies.sessionToken;
    const secure = attributes.secure ? '; Secure' : '';
    reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }

  app.get(
    EMAIL_CHANGE_CONFIRM_PATH,
    {
      schema: {
        tags: ['account'],
        description:
          'The link mailed to the new address: applies the change once, while it is still the pending one (a newer request, a cancel or a new password voids it), and redirects to /settings.',
        querystring: EmailChangeConfirmQuerySchema,
        // A browser opens the link: every outcome is a redirect, except a token that is no token (400).
        response: { 302: z.null().describe('Redirect to /settings, the outcome in its query'), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return reply.redirect(await profile.confirmEmailChange(req.query.token), 302);
    },
  );

  app.register(
    membersOnly(async (member) => {
      member.get(
        '/api/users/me/profile',
        {
          schema: {
            tags: ['account'],
            description: 'The settings page: the current profile and any e-mail change still waiting for confirmation.',
            response: { 200: ProfileUpdateResultSchema, ...errorResponses(401, 403) },
          },
        },
        async (req) => profile.current(signedInViewer(req).id),
      );
      member.put(
        '/api/users/me/profile',
        {
          schema: {
            tags: ['account'],
            description:
              'Only the changed fields. A new e-mail needs currentPassword and applies once confirmed from that address (pendingEmail until then); the previous address is told.',
            body: ProfileUpdateSchema,
            response: { 200: ProfileUpdateResultSchema, ...errorResponses(400, 401, 403, 409, 429) },
          },
        },
        async (req) => profile.update(signedInViewer(req), req.body),
      );
      member.post(
        '/api/gdpr/export',
        {
          schema: {
            tags: ['account'],
            description:
              'Everything stored about the signed-in member, as a JSON attachment paddock-data-<username>-<date>.json (401/403 as elsewhere).',
          },
        },
        async (req, reply) => {
          const { username, document } = await exporter.export(signedInViewer(req).id);
          return reply
            .header('content-disposition', exportDisposition(username))
            .type('application/json; charset=utf-8')
            .send(JSON.stringify(document, null, 2));
        },
      );
      member.post(
        '/api/gdpr/anonymize',
        {
          schema: {
            tags: ['account'],
            description: 'requestType must be ANONYMIZE, currentPassword the current password. Ends every session.',
            body: GdprRequestSchema,
            response: { 200: GdprResultSchema, ...errorResponses(400, 401, 403, 409) },
          },
        },
        async (req, reply) => {
          await erasure.anonymize(signedInViewer(req), req.body);
          await clearSessionCookie(reply);
          return { status: 'anonymized' as const, message: ACCOUNT_SERVER_MESSAGES.accountAnonymized };
        },
      );
      member.post(
        '/api/gdpr/delete-account',
        {
          schema: {
            tags: ['account'],
            description:
              'requestType must be DELETE, currentPassword the current password. Removes the account, its liveries and files; ends every session.',
            body: GdprRequestSchema,
            response: { 200: GdprResultSchema, ...errorResponses(400, 401, 403, 409) },
          },
        },
        async (req, reply) => {
          await erasure.deleteAccount(signedInViewer(req), req.body);
          await clearSessionCookie(reply);
          return { status: 'deleted' as const, message: ACCOUNT_SERVER_MESSAGES.accountDeleted };
        },
      );
    }),
  );
};
