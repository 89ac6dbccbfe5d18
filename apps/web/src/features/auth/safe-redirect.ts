/**
 * Post-login redirects honour same-site paths only (DESIGN §6): `/x`, never `//x`, `/\x`,
 * `https:x` or `javascript:`, including their percent-encoded and whitespace-smuggled variants.
 */

const BASE = 'https://paddock.invalid';
const MAX_LENGTH = 2048;
/** Browsers drop tab and newline inside URLs (`/\t/evil.com` is `//evil.com`); no control character is legitimate. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Decodes `%XX` escapes byte by byte, tolerating a stray `%` that decodeURIComponent would reject. */
function decodeOnce(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function looksSafe(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !CONTROL.test(value) &&
    // A scheme can only hide behind a path if something strips the slash; refuse it outright.
    !/^\/*[a-z][a-z0-9+.-]*:/i.test(value.slice(1))
  );
}

/**
 * Returns `value` when it is a path on this site, else null. Every decoding layer is checked, so
 * `/%2F%2Fevil.com`, `/%5Cevil.com` and double-encoded forms are refused too.
 */
export function sanitizeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (value.trim() !== value) return null;

  let layer = value;
  for (let depth = 0; depth < 5; depth++) {
    if (!looksSafe(layer)) return null;
    const next = decodeOnce(layer);
    if (next === layer) break;
    layer = next;
  }
  if (!looksSafe(layer)) return null;

  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  } catch {
    return null;
  }
  return value;
}

/** Where to go after login: the sanitised `redirect`, never back to the auth pages themselves, else Home. */
export function redirectAfterLogin(value: unknown): string {
  const safe = sanitizeRedirect(value);
  if (!safe) return '/';
  const pathname = new URL(safe, BASE).pathname;
  return pathname === '/login' || pathname === '/register' ? '/' : safe;
}

/** The login address that brings the visitor back to `target` (a path plus search) afterwards. */
export function loginPathFor(target: string): string {
  const safe = sanitizeRedirect(target);
  return safe && safe !== '/' ? `/login?${new URLSearchParams({ redirect: safe })}` : '/login';
}
