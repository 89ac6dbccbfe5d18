/**
 * Pages that e-mails link to. Kept apart from the schemas (no zod here): the web app's entry reads
 * them on every page load to strip credentials from the address bar, and a constant in a schema
 * file would bring that file's zod schemas, and zod itself, into the first-load JavaScript.
 */

/**
 * Where the links in account e-mails land. A failed confirmation lands on the same page with
 * `error=INVALID_TOKEN | TOKEN_EXPIRED | USER_NOT_FOUND` added (check `error` first).
 */
export const ACCOUNT_LINK_TARGETS = {
  /** After following the sign-up confirmation link. */
  emailConfirmed: '/login?confirmed=1',
  /** The reset link ends here with `?token=…` (or `?error=INVALID_TOKEN`). */
  updatePassword: '/update-password',
  emailChanged: '/settings?emailChanged=1',
  emailChangeFailed: '/settings?emailChangeError=1',
} as const;

/** Pages the digest e-mail links to; the unsubscribe page's query carries a credential. */
export const NOTIFICATION_LINK_TARGETS = {
  notifications: '/notifications',
  unsubscribe: '/unsubscribe',
} as const;
