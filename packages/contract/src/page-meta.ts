import { LIMITS } from './constants';

/**
 * Page titles and descriptions that both the web app (document head after each navigation) and the
 * server (tags written into the HTML for link previews) produce. One definition, so a shared link
 * previews with exactly the title and description the page itself shows (spec member-site §2).
 */

export const SITE_NAME = 'Paddock';

/** '{page} | Paddock': a page's title followed by the site title. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** At most 155 characters (spec member-site §9), whitespace collapsed, never splitting a character. */
export function cutMetaDescription(text: string): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, LIMITS.metaDescriptionMax).join('');
}

export interface LiveryMetaSource {
  title: string;
  description: string;
  carModelName: string;
  /** The uploader's name; null when the account is gone. */
  uploaderName: string | null;
}

/** '{title} by {uploader or Unknown}' (the site title is added by pageTitle). */
export function liveryPageTitle(livery: Pick<LiveryMetaSource, 'title' | 'uploaderName'>): string {
  return `${livery.title} by ${livery.uploaderName ?? 'Unknown'}`;
}

/** The first 155 characters of the description, or a default sentence when there is none. */
export function liveryPageDescription(livery: LiveryMetaSource): string {
  const by = livery.uploaderName ? ` by ${livery.uploaderName}` : '';
  const text = livery.description.trim()
    ? livery.description
    : `${livery.title}: a ${livery.carModelName} livery for Le Mans Ultimate${by}, free to download on ${SITE_NAME}.`;
  return cutMetaDescription(text);
}

export interface ProfileMetaSource {
  username: string;
  liveryCount: number;
  /** When the member registered (ISO string or Date). */
  registeredAt: string | Date;
}

/** "{username}'s liveries" (the site title is added by pageTitle). */
export function profilePageTitle(username: string): string {
  return `${username}'s liveries`;
}

/** '{n} Le Mans Ultimate liveries shared by {username}, a Paddock member since {Month Year}.' */
export function profilePageDescription(profile: ProfileMetaSource): string {
  const count = `${profile.liveryCount} Le Mans Ultimate ${profile.liveryCount === 1 ? 'livery' : 'liveries'}`;
  const since = new Date(profile.registeredAt).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return cutMetaDescription(`${count} shared by ${profile.username}, a ${SITE_NAME} member since ${since}.`);
}

/**
 * An address segment made from a name ('Gulf Heritage 963' -> 'gulf-heritage-963'): accents
 * dropped, anything else not a-z or 0-9 a dash, at most `maxLength` characters; `fallback` when
 * nothing is left.
 */
export function addressSlug(text: string, maxLength: number, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The livery page's address segment after its id (/livery/{id}/{slug}). */
export const liverySlug = (title: string): string => addressSlug(title, 80, 'livery');
