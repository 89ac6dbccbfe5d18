/**
 * The address typed at sign-up, kept in this browser so the login page can fill it in after the
 * confirmation link (issue 34 §25). It never goes into a URL: the link's redirect
 * (/login?confirmed=1) would carry it into server logs, history and Referer headers.
 *
 * Local storage rather than session storage: the link is opened from the mail, in a new tab that
 * starts with empty session storage. It is kept only as long as the link works (better-auth's
 * emailVerification.expiresIn in apps/server/src/auth/auth.ts) and forgotten at the first sign-in.
 */
const KEY = 'paddock.signedUpEmail';
export const SIGNED_UP_EMAIL_KEPT_MS = 24 * 60 * 60 * 1000;

interface Kept {
  email: string;
  until: number;
}

export function rememberSignedUpEmail(email: string, now = Date.now()): void {
  const kept: Kept = { email, until: now + SIGNED_UP_EMAIL_KEPT_MS };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked or full: the login page starts empty, as it would without this.
  }
}

/** The address kept at sign-up, or '' when none is (or it is past the link's life). */
export function signedUpEmail(now = Date.now()): string {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return '';
    const kept = JSON.parse(raw) as Partial<Kept>;
    if (typeof kept.email === 'string' && typeof kept.until === 'number' && now < kept.until) return kept.email;
    window.localStorage.removeItem(KEY);
  } catch {
    // Unreadable or blocked storage: nothing to fill in.
  }
  return '';
}

export function forgetSignedUpEmail(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Blocked storage holds nothing of ours.
  }
}
