import { ACCOUNT_LANDING_PATHS, hasCredentialParam } from '@/lib/url-credentials';

/**
 * What analytics may know of a page: its path, and its query only when that cannot carry a
 * secret. Never the fragment; never the query of an account e-mail's landing page
 * (/update-password, /login?confirmed…, /settings?emailChanged…) or of any URL with a
 * token-like parameter (token, code, …).
 */
export function analyticsPage(location: { pathname: string; search: string }, origin: string) {
  const shareable = !ACCOUNT_LANDING_PATHS.has(location.pathname) && !hasCredentialParam(location.search);
  const path = shareable ? `${location.pathname}${location.search}` : location.pathname;
  return { path, url: `${origin}${path}` };
}
