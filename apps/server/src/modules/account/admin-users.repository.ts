import type { AdminUsersExportQuery, Role, UserStatus } from '@paddock/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { usernameSkeleton } from '../../auth/username-skeleton';
import { containsText, type Dialect, shownNameSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface AdminUserRow {
  id: number;
  username: string;
  email: string;
  role: string | null;
  banned: boolean | number | null;
  emailVerified: boolean | number;
  createdAt: Date | string;
  liveryCount: number | string;
  hasGivenGdprConsent: boolean | number | null;
  gdprConsentDate: Date | string | null;
}

/** SQL of the admin user screens. */
export function createAdminUsersRepository(db: Kysely<Database>, dialect: Dialect) {
  const isBanned = sql<SqlBool>`coalesce(u.banned, ${dialect.bool(false)}) = ${dialect.bool(true)}`;
  const isVerified = sql<SqlBool>`u.email_verified = ${dialect.bool(true)}`;
  const statusExpr = sql<UserStatus>`case when ${isBanned} then 'banned' when ${isVerified} then 'active' else 'pending' end`;
  const liveryCount = sql<number>`(select count(*) from livery l where l.uploader_id = u.id)`;
  const usernameExpr = shownNameSql('u', { orAccountName: true });

  const SORTS: Record<AdminUsersExportQuery['sortBy'], Expression<unknown>> = {
    id: sql.ref('u.id'),
    username: sql`lower(${usernameExpr})`,
    role: sql.ref('u.role'),
    status: statusExpr,
    dateRegistered: sql.ref('u.created_at'),
    totalLiveries: liveryCount,
  };

  function filtered(f: Pick<AdminUsersExportQuery, 'search' | 'status' | 'role'>) {
    let q = db.selectFrom('user as u');
    if (f.search) {
      const term = f.search;
      q = q.where((eb) =>
        eb.or([containsText(eb.ref('u.username'), term), containsText(eb.ref('u.display_username'), term)]),
      );
    }
    if (f.role) q = q.where(sql<string>`coalesce(u.role, 'user')`, '=', f.role);
    if (f.status) q = q.where(statusExpr, '=', f.status);
    return q;
  }

  const columns = (q: ReturnType<typeof filtered>) =>
    q.select([
      'u.id',
      usernameExpr.as('username'),
      'u.email',
      'u.role',
      'u.banned',
      'u.email_verified as emailVerified',
      'u.created_at as createdAt',
      liveryCount.as('liveryCount'),
      'u.has_given_gdpr_consent as hasGivenGdprConsent',
      'u.gdpr_consent_date as gdprConsentDate',
    ]);

  return {
    async list(
      query: AdminUsersExportQuery,
      page?: { pageNumber: number; pageSize: number },
    ): Promise<{ rows: AdminUserRow[]; total: number }> {
      const q = filtered(query);
      const direction = query.descending ? 'desc' : 'asc';
      let rowsQuery = columns(q).orderBy(SORTS[query.sortBy], direction).orderBy('u.id', direction);
      if (page) rowsQuery = rowsQuery.limit(page.pageSize).offset((page.pageNumber - 1) * page.pageSize);
      const [countRow, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        rowsQuery.execute() as Promise<AdminUserRow[]>,
      ]);
      return { rows, total: Number(countRow.n) };
    },

    findById: (id: number) =>
      columns(db.selectFrom('user as u')).where('u.id', '=', id).executeTakeFirst() as Promise<
        AdminUserRow | undefined
      >,

    async existingIds(ids: readonly number[]): Promise<Set<number>> {
      const rows = await db.selectFrom('user').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    async usernameTaken(username: string, exceptId: number | null): Promise<boolean> {
      let q = db
        .selectFrom('user')
        .select('id')
        .where((eb) =>
          eb.or([
            dialect.lowerEquals(eb.ref('username').$castTo<string>(), username),
            dialect.lowerEquals(eb.ref('display_username').$castTo<string>(), username),
          ]),
        );
      if (exceptId !== null) q = q.where('id', '!=', exceptId);
      return Boolean(await q.executeTakeFirst());
    },

    async emailTaken(email: string): Promise<boolean> {
      return Boolean(
        await db
          .selectFrom('user')
          .select('id')
          .where((eb) => dialect.lowerEquals(eb.ref('email'), email))
          .executeTakeFirst(),
      );
    },

    /**
     * Administrators other than these who can still act (not banned, not anonymized, address
     * confirmed so they can sign in). On PostgreSQL the admin rows are locked, so two admins
     * demoting each other cannot both pass.
     */
    async otherActiveAdmins(exceptIds: readonly number[]): Promise<number> {
      const query = db
        .selectFrom('user')
        .select(['id', 'banned', 'anonymized_at', 'email_verified'])
        .where('role', '=', 'admin')
        .where('id', 'not in', exceptIds);
      const rows = await (dialect.kind === 'postgres' ? query.forUpdate() : query).execute();
      return rows.filter((r) => !r.banned && !r.anonymized_at && r.email_verified).length;
    },

    /** Ban (ending every session) or unban, leaving e-mail confirmation as it is. */
    async setBanned(ids: readonly number[], banned: boolean): Promise<void> {
      await db
        .updateTable('user')
        .set({ banned: dialect.bool(banned), updated_at: dialect.now() })
        .where('id', 'in', ids)
        .execute();
      if (banned) await db.deleteFrom('session').where('user_id', 'in', ids).execute();
    },

    async update(id: number, change: { username?: string; role?: Role; status?: UserStatus }): Promise<void> {
      const set: Record<string, unknown> = { updated_at: dialect.now() };
      if (change.username !== undefined) {
        set.username = change.username.toLowerCase();
        set.display_username = change.username;
        set.name = change.username;
        set.username_skeleton = usernameSkeleton(change.username);
      }
      if (change.role !== undefined) set.role = change.role;
      if (change.status === 'banned') set.banned = dialect.bool(true);
      if (change.status === 'active') {
        set.banned = dialect.bool(false);
        set.email_verified = dialect.bool(true);
        // Confirmed by an admin: the account holds its name even if later set back to pending.
        set.confirmed_at = sql`coalesce(confirmed_at, ${dialect.now()})`;
      }
      if (change.status === 'pending') {
        set.banned = dialect.bool(false);
        set.email_verified = dialect.bool(false);
      }
      await db.updateTable('user').set(set).where('id', '=', id).execute();
      // Banned and pending members cannot sign in, so they keep no session either.
      if (change.status === 'banned' || change.status === 'pending') {
        await db.deleteFrom('session').where('user_id', '=', id).execute();
      }
    },
  };
}
