import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Auth } from './auth';

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
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email,
      name: config.admin.username,
      username: config.admin.username.toLowerCase(),
      displayUsername: config.admin.username,
      emailVerified: true,
      role: 'admin',
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: String(user.id),
    password: await hashPassword(password),
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
