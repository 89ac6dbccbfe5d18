import { ACCOUNT_LINK_TARGETS, NOTIFICATION_LINK_TARGETS } from '@paddock/contract';

/**
 * Links in account e-mails carry one-time secrets in the query (the reset link lands on
 * /update-password?token=…). Anything that reads the address bar — the analytics tag, browser
 * extensions, a shared screenshot, the history — would see them. So at start-up, before the
 * router or any tracking exists, credential parameters are taken out of the address bar and kept
 * in memory only, for the page that needs them.
 */

/** Exact names (lowercase) of query parameters that carry a secret somewhere on the web. */
const CREDENTIAL_NAMES = new Set([
  'code',
  'key',
  'apikey',
  'api_key',
  'secret',
  'password',
  'otp',
  'sig',
  'signature',
  'nonce',
  'session',
  'sessionid',
  'auth',
]);

/** True for a query (or fragment) parameter name that may carry a credential: token, code, …. */
export function isCredentialParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.includes('token') || CREDENTIAL_NAMES.has(lower);
}

/**
 * The pages the account e-mails land on (reset, sign-up confirmation, e-mail change, the digest's
 * unsubscribe link). Their query says something about the visitor's account, so it never goes to
 * analytics, whatever it holds.
 */
export const ACCOUNT_LANDING_PATHS: ReadonlySet<string> = new Set(
  [...Object.values(ACCOUNT_LINK_TARGETS), NOTIFICATION_LINK_TARGETS.unsubscribe].map(
    (target) => new URL(target, 'http://paddock.invalid').pathname,
  ),
);

/** True when `search` (with or without its `?`) holds a credential parameter. */
export function hasCredentialParam(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) if (isCredentialParam(name)) return true;
  return false;
}

let captured: { pathname: string; params: URLSearchParams } | null = null;

/**
 * Takes credential parameters out of the address bar (query and fragment) with
 * history.replaceState, keeping those of the query in memory. Call once, before the router and
 * analytics start.
 */
export function stripCredentialsFromAddressBar(win: Window = window): void {
  const url = new URL(win.location.href);
  const kept = new URLSearchParams();
  const secrets = new URLSearchParams();
  for (const [name, value] of url.searchParams) (isCredentialParam(name) ? secrets : kept).append(name, value);
  const fragmentHasSecret = url.hash.length > 1 && hasCredentialParam(url.hash.slice(1));
  if (secrets.toString() === '' && !fragmentHasSecret) return;

  captured = { pathname: url.pathname, params: secrets };
  url.search = kept.toString();
  if (fragmentHasSecret) url.hash = '';
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
}

/** A credential taken out of the address bar at start-up, if the page loaded at `pathname` had one. */
export function readUrlCredential(pathname: string, name: string): string | null {
  return captured && captured.pathname === pathname ? captured.params.get(name) : null;
}

/** Drops the captured credentials once the page that needed them holds them (one use per load). */
export function forgetUrlCredentials(): void {
  captured = null;
}
