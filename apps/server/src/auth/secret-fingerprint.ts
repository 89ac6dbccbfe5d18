import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { createSecretFingerprintRepository } from './secret-fingerprint.repository';

/** What an operator reads when an instance starts with another AUTH_SECRET than the last one did. */
export const SECRET_CHANGED_MESSAGE =
  'AUTH_SECRET differs from the one this database was last started with: sessions and links signed with the other secret are refused. Give every instance the same AUTH_SECRET (a deliberate change is reported only this once).';

/** A value derived from the secret that cannot be turned back into it (the secret is never stored). */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('paddock auth-secret fingerprint v1').digest('hex');
}

/**
 * Compares this instance's AUTH_SECRET with the one the database was last started with, and
 * records this one. Two instances with different secrets each say so at every start (they keep
 * overwriting each other's); a deliberate change is said once. Answers whether it changed.
 */
export async function checkSecretFingerprint(db: Db, secret: string, log: FastifyBaseLogger): Promise<boolean> {
  const repo = createSecretFingerprintRepository(db);
  const current = secretFingerprint(secret);
  const stored = await repo.stored();
  const changed = stored !== null && stored !== current;
  if (changed) log.error({ code: 'AUTH_SECRET_CHANGED' }, SECRET_CHANGED_MESSAGE);
  if (stored !== current) await repo.store(current);
  return changed;
}
