import { randomBytes } from 'node:crypto';
import { LIMITS } from '@paddock/contract';
import { isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import type { Auth } from './auth';
import { createBootstrapAdminRepository } from './bootstrap-admin.repository';
import { createCredentialUser } from './create-credential-user';

/** What the start-up check did; every case lets the server start (README, Configuration). */
export type BootstrapOutcome =
  | { kind: 'created'; email: string; username: string; password: string }
  /** ADMIN_EMAIL is an administrator's account already: nothing to do. */
  | { kind: 'exists' }
  /** ADMIN_EMAIL's account is banned or not an administrator: left as it is, with a warning. */
  | { kind: 'left-as-is'; reason: 'banned' | 'not-admin' }
  /** No ADMIN_PASSWORD and the site has an administrator: no new one is made up. */
  | { kind: 'not-needed' }
  /** better-auth refused the account (a rule added later, a name no longer allowed): a warning. */
  | { kind: 'refused'; message: string };

/** How many `<name>-2`, `<name>-3`, … are tried when ADMIN_USERNAME is taken. */
const SUFFIXES_TRIED = 99;
/** Another instance starting at the same moment may take the name between the check and the write. */
const ATTEMPTS = 3;

/**
 * Makes sure the site has an administrator. When the configured admin e-mail has no account yet
 * it is created, verified and given the admin role; without ADMIN_PASSWORD a strong password is
 * generated and printed this once (it is never stored in clear). A conflict with data already in
 * the database (the username taken by another account, the e-mail belonging to a banned or
 * ordinary member) never stops the server: it is resolved or reported in one clear log line.
 */
export async function ensureBootstrapAdmin(
  auth: Auth,
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<BootstrapOutcome> {
  const repo = createBootstrapAdminRepository(db);
  const email = config.admin.email.toLowerCase();

  for (let attempt = 1; ; attempt += 1) {
    const existing = await repo.findByEmail(email);
    if (existing) return reportExisting(existing, email, await repo.hasAdmin(), log);
    if (!config.admin.password && (await repo.hasAdmin())) {
      log.info(
        { email },
        'ADMIN_EMAIL has no account and the site already has an administrator, so none is created; set ADMIN_PASSWORD too to create this one',
      );
      return { kind: 'not-needed' };
    }

    const username = await freeUsername(repo, config.admin.username);
    if (!username) {
      const message = `ADMIN_USERNAME "${config.admin.username}" and ${SUFFIXES_TRIED} numbered variants are taken; choose another ADMIN_USERNAME`;
      log.warn({ email }, message);
      return { kind: 'refused', message };
    }
    const password = config.admin.password ?? randomBytes(12).toString('base64url');
    try {
      await createCredentialUser(auth, { email, username, password, role: 'admin', emailVerified: true });
    } catch (error) {
      if (attempt < ATTEMPTS && (isUniqueViolation(error) || isUsernameTaken(error))) continue;
      if (!isAPIError(error)) throw error;
      const message = `the administrator for ADMIN_EMAIL was not created: ${error.message}. Check ADMIN_EMAIL and ADMIN_USERNAME`;
      log.warn({ email, username }, message);
      return { kind: 'refused', message };
    }

    const renamed = username !== config.admin.username;
    if (renamed) {
      log.warn(
        { email, username, configured: config.admin.username },
        `ADMIN_USERNAME "${config.admin.username}" belongs to another account; the new administrator is "${username}"`,
      );
    }
    if (!config.admin.password || renamed) {
      printLoginBox({ email, username, generated: config.admin.password ? null : password, renamed });
    } else log.info({ email }, 'created the bootstrap administrator');
    return { kind: 'created', email, username, password };
  }
}

function reportExisting(
  account: { role: string | null; banned: boolean | number | null },
  email: string,
  siteHasAdmin: boolean,
  log: FastifyBaseLogger,
): BootstrapOutcome {
  const isAdmin = account.role === 'admin';
  if (isAdmin && !account.banned) return { kind: 'exists' };
  // Never promoted nor unbanned from a setting: the account's password may not be the operator's
  // (anyone could have signed up with that address first), and a ban is a moderator's decision.
  const reason = account.banned ? 'banned' : 'not-admin';
  const what = account.banned ? 'a banned account' : 'an account that is not an administrator';
  const advice = siteHasAdmin
    ? 'Change it from the admin panel, or set ADMIN_EMAIL to an address without an account'
    : 'The site has no other administrator: set ADMIN_EMAIL to an address without an account to create one';
  log.warn({ email }, `ADMIN_EMAIL belongs to ${what}; it was left as it is (not promoted, not unbanned). ${advice}.`);
  return { kind: 'left-as-is', reason };
}

/** ADMIN_USERNAME, or the first free `<name>-2` … `<name>-99` (kept within the length limit). */
async function freeUsername(
  repo: ReturnType<typeof createBootstrapAdminRepository>,
  wanted: string,
): Promise<string | null> {
  const candidates = [wanted];
  for (let n = 2; n <= SUFFIXES_TRIED; n += 1) {
    const suffix = `-${n}`;
    candidates.push(`${wanted.slice(0, LIMITS.usernameMax - suffix.length)}${suffix}`);
  }
  const taken = await repo.takenUsernames(candidates);
  return candidates.find((name) => !taken.has(name.toLowerCase())) ?? null;
}

function isUsernameTaken(error: unknown): boolean {
  return isAPIError(error) && (error.body as { code?: string } | undefined)?.code === 'USERNAME_IS_ALREADY_TAKEN';
}

function printLoginBox(login: { email: string; username: string; generated: string | null; renamed: boolean }) {
  const { email, username, generated } = login;
  const row = (text: string) => `  │ ${text.padEnd(58)}│`;
  const banner = [
    '',
    '  ┌───────────────────────────────────────────────────────────┐',
    row(
      login.renamed ? 'Paddock created an administrator for ADMIN_EMAIL.' : 'Paddock created its first administrator.',
    ),
    row(`  e-mail:   ${email}`),
    row(`  username: ${username}`),
    row(`  password: ${generated ?? '(the one in ADMIN_PASSWORD)'}`),
    row(generated ? 'This password is shown only once: sign in and change it.' : 'Sign in with it and keep it safe.'),
    '  └───────────────────────────────────────────────────────────┘',
    '',
  ].join('\n');
  process.stdout.write(`${banner}\n`);
}
