import {
  ADMIN_MESSAGES,
  type AdminCreateUser,
  type AdminUpdateUser,
  type AdminUser,
  type AdminUserBulk,
  type AdminUserDetail,
  type AdminUserPage,
  type AdminUsersExportQuery,
  type AdminUsersQuery,
  AUTH_ERROR_CODES,
  ROLES,
  type Role,
  type UserStatus,
} from '@paddock/contract';
import type { Kysely } from 'kysely';
import { createCredentialUser } from '../../auth/create-credential-user';
import type { Viewer } from '../../auth/guards';
import { createUsernameRules } from '../../auth/username-rules';
import { isUniqueViolation, toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { usernameChangedByAdminEmail } from '../../mail/account-emails';
import { createAuditLog } from '../audit/audit.service';
import { type AdminUserRow, createAdminUsersRepository } from './admin-users.repository';
import { csvRow } from './admin-users-csv';
import { createObjectDeletions } from './object-deletions';
import { removeAccountRows } from './remove-account-rows';

const m = ADMIN_MESSAGES;
const truthy = (v: boolean | number | null) => v === true || v === 1;

function toRole(value: string | null): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'user';
}
function statusOf(r: AdminUserRow): UserStatus {
  if (truthy(r.banned)) return 'banned';
  return truthy(r.emailVerified) ? 'active' : 'pending';
}
export function toAdminUser(r: AdminUserRow): AdminUser {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    role: toRole(r.role),
    status: statusOf(r),
    dateRegistered: toIso(r.createdAt),
    uploadedLiveriesCount: Number(r.liveryCount),
  };
}

/**
 * Admin user management. Rules: an admin cannot ban, delete or demote themselves, nor mark
 * themselves pending (an unconfirmed address cannot sign in, so that is a lock-out too), and the
 * last active admin cannot be banned, deleted, demoted or made pending (409). Every write is
 * audited in its transaction.
 */
export function createAdminUsersService({ db, dialect, auth, storage, log, mailer, config }: AppDeps) {
  const read = createAdminUsersRepository(db.kysely, dialect);
  // Admins name accounts under the sign-up's rules: NFKC, no reserved name, look-alike or mix of scripts.
  const usernames = createUsernameRules(db);
  const deletions = createObjectDeletions(db, storage, log);

  async function requireUser(id: number): Promise<AdminUserRow> {
    const row = await read.findById(id);
    if (!row) throw AppError.notFound(m.userNotFound);
    return row;
  }

  /** Inside the transaction: refuses when the change would leave no active administrator. */
  async function assertAdminsRemain(trx: Kysely<Database>, leaving: readonly number[]): Promise<void> {
    const repo = createAdminUsersRepository(trx, dialect);
    if ((await repo.otherActiveAdmins(leaving)) === 0) throw AppError.conflict(m.lastAdmin, AUTH_ERROR_CODES.lastAdmin);
  }

  const deleteUserRows = async (trx: Kysely<Database>, user: AdminUserRow): Promise<string[]> =>
    (await removeAccountRows(trx, db.kind, deletions, user)).objectKeys;

  return {
    async list(query: AdminUsersQuery): Promise<AdminUserPage> {
      const { rows, total } = await read.list(query, query);
      return { items: rows.map(toAdminUser), totalCount: total, totalPages: Math.ceil(total / query.pageSize) };
    },

    async exportCsv(query: AdminUsersExportQuery): Promise<string> {
      const { rows } = await read.list(query);
      const header = csvRow(['id', 'username', 'email', 'role', 'status', 'dateRegistered', 'uploadedLiveriesCount']);
      return (
        header +
        rows
          .map(toAdminUser)
          .map((u) => csvRow([u.id, u.username, u.email, u.role, u.status, u.dateRegistered, u.uploadedLiveriesCount]))
          .join('')
      );
    },

    async details(id: number): Promise<AdminUserDetail> {
      const row = await requireUser(id);
      return {
        ...toAdminUser(row),
        authId: String(row.id),
        hasGivenGdprConsent: truthy(row.hasGivenGdprConsent),
        gdprConsentDate: row.gdprConsentDate && truthy(row.hasGivenGdprConsent) ? toIso(row.gdprConsentDate) : null,
      };
    },

    async create(viewer: Viewer, input: AdminCreateUser): Promise<AdminUserDetail> {
      if (await read.usernameTaken(input.username, null))
        throw AppError.conflict(m.usernameTaken, AUTH_ERROR_CODES.usernameTaken);
      if (await read.emailTaken(input.email)) throw AppError.conflict(m.emailTaken, 'EMAIL_TAKEN');
      const username = await usernames.claim(input.username, null);
      let id: number;
      try {
        ({ id } = await createCredentialUser(auth, { ...input, username, emailVerified: true }));
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict(m.usernameTaken, AUTH_ERROR_CODES.usernameTaken);
        throw error;
      }
      await createAuditLog(db.kysely).record({
        actorId: viewer.id,
        action: 'user.create',
        targetType: 'user',
        targetId: id,
        summary: `${viewer.username} created user ${input.username} (${input.role})`,
      });
      return this.details(id);
    },

    async update(viewer: Viewer, id: number, input: AdminUpdateUser): Promise<AdminUserDetail> {
      const before = await requireUser(id);
      const wasAdmin = toRole(before.role) === 'admin';
      const staysAdmin = input.role === 'admin' && input.status === 'active';
      if (id === viewer.id && input.status === 'banned') throw AppError.conflict(m.selfBan, 'SELF_PROTECTION');
      if (id === viewer.id && input.status === 'pending') throw AppError.conflict(m.selfPending, 'SELF_PROTECTION');
      if (id === viewer.id && input.role !== 'admin') throw AppError.conflict(m.selfDemote, 'SELF_PROTECTION');
      if (await read.usernameTaken(input.username, id))
        throw AppError.conflict(m.usernameTaken, AUTH_ERROR_CODES.usernameTaken);
      const renamed = input.username !== before.username;
      const username = renamed ? await usernames.claim(input.username, id) : input.username;
      try {
        await db.kysely.transaction().execute(async (trx) => {
          if (wasAdmin && !staysAdmin) await assertAdminsRemain(trx, [id]);
          await createAdminUsersRepository(trx, dialect).update(id, { ...input, username });
          await createAuditLog(trx).record({
            actorId: viewer.id,
            action: 'user.update',
            targetType: 'user',
            targetId: id,
            summary: `${viewer.username} updated user ${before.username}: ${input.username}, ${input.role}, ${input.status}`,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict(m.usernameTaken, AUTH_ERROR_CODES.usernameTaken);
        throw error;
      }
      if (renamed && username !== before.username) {
        const notice = usernameChangedByAdminEmail(
          before.username,
          username,
          new Date(),
          `${config.publicUrl}/contact`,
        );
        await mailer.queue({ to: before.email, ...notice });
      }
      return this.details(id);
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      if (id === viewer.id) throw AppError.conflict(m.selfDelete, 'SELF_PROTECTION');
      const user = await requireUser(id);
      const keys = await db.kysely.transaction().execute(async (trx) => {
        if (toRole(user.role) === 'admin') await assertAdminsRemain(trx, [id]);
        const objectKeys = await deleteUserRows(trx, user);
        await createAuditLog(trx).record({
          actorId: viewer.id,
          action: 'user.delete',
          targetType: 'user',
          targetId: id,
          summary: `${viewer.username} deleted user ${user.username}`,
        });
        return objectKeys;
      });
      await deletions.purge(keys);
    },

    async bulk(viewer: Viewer, { ids, action }: AdminUserBulk): Promise<{ updated: number }> {
      const unique = [...new Set(ids)];
      if (action !== 'unban' && unique.includes(viewer.id)) {
        throw AppError.conflict(action === 'ban' ? m.selfBan : m.selfDelete, 'SELF_PROTECTION');
      }
      const users = await Promise.all(unique.map((id) => read.findById(id)));
      const missing = unique.filter((_, i) => !users[i]);
      if (missing.length > 0) throw AppError.notFound(m.usersNotFound(missing));
      const found = users as AdminUserRow[];
      const keys = await db.kysely.transaction().execute(async (trx) => {
        if (action !== 'unban' && found.some((u) => toRole(u.role) === 'admin')) await assertAdminsRemain(trx, unique);
        const audit = createAuditLog(trx);
        const objectKeys: string[] = [];
        if (action === 'delete') {
          for (const user of found) objectKeys.push(...(await deleteUserRows(trx, user)));
        } else {
          await createAdminUsersRepository(trx, dialect).setBanned(unique, action === 'ban');
        }
        for (const user of found) {
          await audit.record({
            actorId: viewer.id,
            action: `user.${action}`,
            targetType: 'user',
            targetId: user.id,
            summary: `${viewer.username} ${action === 'delete' ? 'deleted' : `${action}ned`} user ${user.username}`,
          });
        }
        return objectKeys;
      });
      await deletions.purge(keys);
      return { updated: unique.length };
    },
  };
}
