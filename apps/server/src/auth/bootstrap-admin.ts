import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Auth } from './auth';
import { createCredentialUser } from './create-credential-user';

/**
 * Makes sure the site has an administrator. When the configured admin e-mail has no account yet
 * it is created, verified and given the admin role; without ADMIN_PASSWORD a strong password is
 * generated and printed this once (it is never stored in clear).
 */
export async function ensureBootstrapAdmin(
  auth: Auth,
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<{ created: boolean; password?: string }> {
  const email = config.admin.email.toLowerCase();
  const existing = await db.kysely.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) return { created: false };
  if (!config.admin.password) {
    const anyAdmin = await db.kysely.selectFrom('user').select('id').where('role', '=', 'admin').executeTakeFirst();
    if (anyAdmin) return { created: false };
  }

  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  await createCredentialUser(auth, {
    email,
    username: config.admin.username,
    password,
    role: 'admin',
    emailVerified: true,
  });

  if (!config.admin.password) {
    const banner = [
      '',
      '  ┌───────────────────────────────────────────────────────────┐',
      '  │ Paddock created its first administrator.                  │',
      `  │   e-mail:   ${email.padEnd(46)}│`,
      `  │   username: ${config.admin.username.padEnd(46)}│`,
      `  │   password: ${password.padEnd(46)}│`,
      '  │ This password is shown only once: sign in and change it.  │',
      '  └───────────────────────────────────────────────────────────┘',
      '',
    ].join('\n');
    process.stdout.write(`${banner}\n`);
  } else {
    log.info({ email }, 'created the bootstrap administrator');
  }
  return { created: true, password };
}
