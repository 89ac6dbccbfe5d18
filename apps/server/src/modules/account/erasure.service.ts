import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_INPUT_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  AUTH_ERROR_CODES,
  type GdprRequest,
} from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { AssertCurrentPassword } from '../../auth/current-password';
import type { Viewer } from '../../auth/guards';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { createAuditLog } from '../audit/audit.service';
import { createCollectionsOfAccount } from '../collections/collections-of-account';
import { removeMemberNotificationData } from '../notifications/member-data.service';
import { removeWebhooksOf } from '../webhooks/webhook-events.service';
import { createErasureRepository } from './erasure.repository';
import { createObjectDeletions } from './object-deletions';
import { placeholderEmail, removeAccountRows } from './remove-account-rows';

/**
 * A member erasing their own account (spec member-site §2 danger zone, DESIGN §4). Both actions
 * act on the caller only, need the current password (a stolen session alone must not erase an
 * account), run their rows in one transaction and end every session.
 */
export function createErasureService(
  { db, storage, log }: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  assertCurrentPassword: AssertCurrentPassword,
) {
  const deletions = createObjectDeletions(db, storage, log);
  const stamp = (date: Date) => (db.kind === 'postgres' ? date : date.toISOString());

  function assertRequestType(request: GdprRequest, expected: GdprRequest['requestType']): void {
    if (request.requestType !== expected) {
      throw AppError.badRequest(ACCOUNT_INPUT_MESSAGES.requestTypeMismatch, AUTH_ERROR_CODES.requestTypeMismatch);
    }
  }

  /** Reads the account inside the transaction and refuses to leave the site without an administrator. */
  async function lockAccount(trx: Kysely<Database>, userId: number) {
    const repo = createErasureRepository(trx, db.kind);
    const account = await repo.roleOf(userId);
    if (!account) throw AppError.unauthorized(ACCOUNT_ERROR_MESSAGES.loginNoUser);
    if (account.role === 'admin' && (await repo.otherActiveAdmins(userId)) === 0) {
      throw AppError.conflict(ACCOUNT_SERVER_MESSAGES.lastAdmin, AUTH_ERROR_CODES.lastAdmin);
    }
    return { repo, email: account.email };
  }

  return {
    /**
     * Erases the person, keeps their contributions: liveries stay under `deleted-user-<id>`,
     * favourites, downloads and reports stay (so every counter still equals its rows), and no
     * credential or session is left to sign in with.
     */
    async anonymize(viewer: Viewer, request: GdprRequest): Promise<void> {
      assertRequestType(request, 'ANONYMIZE');
      await assertCurrentPassword(viewer.id, request.currentPassword);
      await db.kysely.transaction().execute(async (trx) => {
        const { repo, email } = await lockAccount(trx, viewer.id);
        // Before anything is removed: a notification fan-out for this member either commits
        // first (and its rows are then removed below) or waits and finds the account anonymized.
        await repo.lockUser(viewer.id);
        const placeholder = placeholderEmail(viewer.id);
        await repo.scrubContactMessages(viewer.id, email, placeholder);
        await repo.forgetMailTo(viewer.id, email);
        // Collections are the person's own curation, not a contribution others rely on: they go.
        await createCollectionsOfAccount(trx).deleteAll(viewer.id);
        // Their addresses are theirs too (a Discord URL carries its token).
        await removeWebhooksOf(trx, db.kind, viewer.id);
        await repo.endAccess(viewer.id);
        await removeMemberNotificationData(trx, viewer.id);
        await repo.anonymizeUser(viewer.id, {
          email: placeholder,
          username: `deleted-user-${viewer.id}`,
          now: stamp(new Date()),
        });
        await createAuditLog(trx).record({
          actorId: null,
          action: 'account.anonymize',
          targetType: 'user',
          targetId: viewer.id,
          summary: 'A member anonymized their account',
        });
      });
    },

    /**
     * Removes the account and everything it uploaded. Rows go in one transaction (favourite
     * counters of other liveries included); the files follow, through a list that survives a crash.
     */
    async deleteAccount(viewer: Viewer, request: GdprRequest): Promise<void> {
      assertRequestType(request, 'DELETE');
      await assertCurrentPassword(viewer.id, request.currentPassword);
      const keys = await db.kysely.transaction().execute(async (trx) => {
        const { email } = await lockAccount(trx, viewer.id);
        const { objectKeys, liveryCount } = await removeAccountRows(trx, db.kind, deletions, { id: viewer.id, email });
        await createAuditLog(trx).record({
          actorId: null,
          action: 'account.delete',
          targetType: 'user',
          targetId: viewer.id,
          summary: `A member deleted their account and ${liveryCount} ${liveryCount === 1 ? 'livery' : 'liveries'}`,
        });
        return objectKeys;
      });
      await deletions.purge(keys);
    },

    purgeLeftovers: () => deletions.purgeLeftovers(),
  };
}
