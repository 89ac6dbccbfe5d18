import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_ERROR_MESSAGES,
  ACCOUNT_LINK_TARGETS,
  AUTH_ERROR_CODES,
  MESSAGES,
  type ProfileUpdate,
  type ProfileUpdateResult,
  ROLES,
  type Role,
} from '@paddock/contract';
import type { AssertCurrentPassword } from '../../auth/current-password';
import type { Viewer } from '../../auth/guards';
import { changeUsername as changeUsernameUnderRules } from '../../auth/username-rules';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import {
  confirmEmailChangeEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
  usernameChangedEmail,
} from '../../mail/account-emails';
import { createProfileRepository } from './profile.repository';

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** One e-mail change request per member per minute: each one sends two messages. */
export const EMAIL_CHANGE_COOLDOWN_MS = 60 * 1000;
export const EMAIL_CHANGE_CONFIRM_PATH = '/api/users/me/email-change/confirm';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Changing one's own username and e-mail (spec member-site §2 Account settings). Each change is
 * mailed to the address that owned the account before it, so a change made from a stolen session
 * does not go unnoticed; an e-mail change also needs the current password.
 */
export function createProfileService(
  { db, mailer, config }: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  assertCurrentPassword: AssertCurrentPassword,
) {
  const repo = createProfileRepository(db.kysely);
  const page = (target: string) => `${config.publicUrl}${target}`;
  const stamp = (date: Date) => (db.kind === 'postgres' ? date : date.toISOString());

  async function current(userId: number): Promise<ProfileUpdateResult> {
    const account = await repo.findAccount(userId);
    if (!account) throw AppError.unauthorized(ACCOUNT_ERROR_MESSAGES.profileUpdateFailed);
    const pending = await repo.pendingOf(userId);
    return {
      id: account.id,
      username: account.username,
      email: account.email,
      role: ROLES.includes(account.role as Role) ? (account.role as Role) : 'user',
      pendingEmail: pending && pending.expiresAt > new Date() ? pending.newEmail : null,
    };
  }

  async function changeUsername(viewer: Viewer, before: ProfileUpdateResult, typed: string): Promise<void> {
    // Reserved names, look-alikes, mixed scripts and unconfirmed holders: the sign-up's rules.
    await changeUsernameUnderRules(db, viewer.id, typed);
    await mailer.queue({
      to: before.email,
      ...usernameChangedEmail(before.username, typed, new Date(), page('/login')),
    });
  }

  /**
   * The new address must confirm before it applies. An address that already has an account is
   * answered exactly the same (pending), but no link is sent anywhere, so neither the caller nor
   * that address's owner learns anything.
   */
  async function requestEmailChange(viewer: Viewer, account: ProfileUpdateResult, newEmail: string): Promise<void> {
    const previous = await repo.pendingOf(viewer.id);
    const now = new Date();
    if (previous && now.getTime() - previous.createdAt.getTime() < EMAIL_CHANGE_COOLDOWN_MS) {
      // The error handler adds Retry-After: 60, the cooldown's upper bound.
      throw new AppError(429, AUTH_ERROR_CODES.rateLimited, MESSAGES.common.tooManyRequests);
    }
    const token = randomBytes(32).toString('base64url');
    const taken = await repo.emailTakenByOther(newEmail, viewer.id);
    await repo.replacePending(viewer.id, {
      newEmail,
      tokenHash: hashToken(token),
      expiresAt: stamp(new Date(now.getTime() + EMAIL_CHANGE_TTL_MS)),
      createdAt: stamp(now),
    });
    await mailer.queue({ to: account.email, ...emailChangeRequestedEmail(account.username, page('/settings')) });
    // Written in the background: awaited, this row alone would make the answer tell whether the
    // new address has an account (mailer.sendInBackground).
    if (!taken) {
      const link = `${config.publicUrl}${EMAIL_CHANGE_CONFIRM_PATH}?token=${token}`;
      mailer.sendInBackground({ to: newEmail, ...confirmEmailChangeEmail(account.username, link), link });
    }
  }

  return {
    current,

    /**
     * Applies the changed fields; answers the profile with any e-mail change still pending. The
     * password is checked before anything is written, so a refused e-mail change leaves the
     * username as it was too. Going back to the current address (cancelling) needs no password.
     */
    async update(viewer: Viewer, input: ProfileUpdate): Promise<ProfileUpdateResult> {
      const before = await current(viewer.id);
      const newEmail = input.email !== undefined && input.email !== before.email.toLowerCase() ? input.email : null;
      if (newEmail) await assertCurrentPassword(viewer.id, input.currentPassword);
      if (input.username !== undefined && input.username !== before.username) {
        await changeUsername(viewer, before, input.username);
      }
      if (newEmail) await requestEmailChange(viewer, before, newEmail);
      else if (input.email !== undefined) await repo.deletePending(viewer.id);
      return current(viewer.id);
    },

    /**
     * Follows the link from the new address: applies the change once, then sends the browser to
     * settings, and tells the previous address. The link works only while its request is the
     * member's current one: a newer request, a cancel or a new password deletes it, and it is
     * consumed inside the transaction that applies it, so a cancel racing the click wins or loses whole.
     */
    async confirmEmailChange(token: string | undefined): Promise<string> {
      if (!token) return ACCOUNT_LINK_TARGETS.emailChangeFailed;
      const tokenHash = hashToken(token);
      const pending = await repo.pendingByTokenHash(tokenHash);
      if (!pending) return ACCOUNT_LINK_TARGETS.emailChangeFailed;
      if (pending.expiresAt <= new Date()) {
        await repo.deletePending(pending.userId);
        return ACCOUNT_LINK_TARGETS.emailChangeFailed;
      }
      const previous = await repo.findAccount(pending.userId);
      if (!previous) return ACCOUNT_LINK_TARGETS.emailChangeFailed;
      try {
        const applied = await db.kysely.transaction().execute(async (trx) => {
          const tx = createProfileRepository(trx);
          if (!(await tx.consumePending(pending.userId, tokenHash))) return false;
          if (await tx.emailTakenByOther(pending.newEmail, pending.userId)) return false;
          await tx.applyEmail(pending.userId, pending.newEmail, db.kind === 'postgres' ? true : 1, stamp(new Date()));
          await tx.deleteResetTokens(pending.userId);
          return true;
        });
        if (!applied) return ACCOUNT_LINK_TARGETS.emailChangeFailed;
        await mailer.queue({
          to: previous.email,
          ...emailChangedEmail(previous.username, pending.newEmail, new Date(), page('/contact')),
        });
        return ACCOUNT_LINK_TARGETS.emailChanged;
      } catch (error) {
        if (isUniqueViolation(error)) return ACCOUNT_LINK_TARGETS.emailChangeFailed;
        throw error;
      }
    },
  };
}
