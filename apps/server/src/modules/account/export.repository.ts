import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Everything stored about one member, for their data export. Only their own rows: liveries they
 * favourited or downloaded appear by id and title, never with another member's details.
 */
export function createExportRepository(db: Kysely<Database>) {
  return {
    user: (userId: number) =>
      db
        .selectFrom('user')
        .select([
          'id',
          'username',
          'display_username',
          'name',
          'email',
          'email_verified',
          'image',
          'role',
          'created_at',
          'updated_at',
          'has_given_gdpr_consent',
          'gdpr_consent_date',
        ])
        .where('id', '=', userId)
        .executeTakeFirst(),

    pendingEmail: (userId: number) =>
      db
        .selectFrom('pending_email_change')
        .select(['new_email', 'created_at', 'expires_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    favorites: (userId: number) =>
      db
        .selectFrom('favorite as f')
        .innerJoin('livery as l', 'l.id', 'f.livery_id')
        .select(['f.livery_id as liveryId', 'l.title', 'f.created_at as favoritedAt'])
        .where('f.user_id', '=', userId)
        .orderBy('f.created_at')
        .execute(),

    reports: (userId: number) =>
      db
        .selectFrom('report')
        .select(['id', 'livery_id', 'livery_title', 'reason', 'comment', 'status', 'created_at'])
        .where('reporter_id', '=', userId)
        .orderBy('created_at')
        .execute(),

    downloads: (userId: number) =>
      db
        .selectFrom('download as d')
        .innerJoin('livery as l', 'l.id', 'd.livery_id')
        .select(['d.livery_id as liveryId', 'l.title', 'd.downloaded_at as downloadedAt'])
        .where('d.user_id', '=', userId)
        .orderBy('d.downloaded_at')
        .execute(),

    sessions: (userId: number) =>
      db
        .selectFrom('session')
        .select(['created_at', 'expires_at', 'ip_address', 'user_agent'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),

    /** Sent while signed in, or signed out from the same address. */
    contactMessages: (userId: number, email: string) =>
      db
        .selectFrom('contact_message')
        .select(['id', 'name', 'email', 'subject', 'message', 'created_at'])
        .where((eb) => eb.or([eb('user_id', '=', userId), eb(sql`lower(email)`, '=', email.toLowerCase())]))
        .orderBy('created_at')
        .execute(),
  };
}
