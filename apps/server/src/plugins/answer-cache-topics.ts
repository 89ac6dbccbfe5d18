import type { FastifyRequest } from 'fastify';

/**
 * Which kept public answers a write can change, so a write forgets those and no others (issue 32
 * §4): a favourite of livery 7 must not empty the catalogue, and a write that changes nothing
 * anyone reads anonymously (signing in, a contact message) must not empty anything, or a trickle
 * of cheap requests turns the cache off for everyone.
 *
 * A kept answer has one topic, from the route that made it; a write names the topics it changes.
 * When in doubt a write changes everything: a write missing from `WRITES` below empties the whole
 * cache, and an answer of a route missing from `READS` is forgotten by every write that changes
 * anything. A stale answer after a write is a bug; an answer computed once more is not.
 */

/** Every answer listing liveries with their counts: browse, latest, most favourited, related, profiles. */
export const LISTS = 'lists';
/** Car classes, car models and tags, with their livery counts. */
export const CATALOGUE = 'catalogue';
/** The answers about one livery: its page, its versions, its comments. */
export const liveryTopic = (id: unknown) => `livery:${String(id)}`;
/** A write that changes some livery's answers without its id in the URL (a comment's edit). */
const ANY_LIVERY = 'livery:*';
/** The topic of an answer of a route `READS` does not know. */
const UNLISTED = 'unlisted';

/** What a write changes: every kept answer, or the answers of these topics. */
export type Changes = 'everything' | readonly string[];

type Params = Record<string, unknown>;

const READS: Record<string, (params: Params) => string> = {
  '/api/liveries': () => LISTS,
  '/api/liveries/latest': () => LISTS,
  '/api/liveries/most-favorited': () => LISTS,
  '/api/liveries/:id/related': () => LISTS,
  // Issue 36: cards of the liveries based on one; an upload or an edit changes them (everything).
  '/api/liveries/:id/derivatives': () => LISTS,
  // A profile lists its member's liveries with their counts.
  '/api/users/:id': () => LISTS,
  '/api/liveries/:id': (p) => liveryTopic(p.id),
  '/api/liveries/:id/versions': (p) => liveryTopic(p.id),
  '/api/liveries/:id/comments': (p) => liveryTopic(p.id),
  '/api/carclasses': () => CATALOGUE,
  '/api/carclasses/:id/models': () => CATALOGUE,
  '/api/carmodels': () => CATALOGUE,
  '/api/tags': () => CATALOGUE,
};

const NOTHING: Changes = [];
const oneLivery = (p: Params): Changes => [liveryTopic(p.id), LISTS];

/**
 * Writes that change less than everything, by method and route. Counts shown on cards (downloads,
 * favourites, stars, the current version) are in the lists as well as on the livery's page.
 */
const WRITES: Record<string, (params: Params) => Changes> = {
  'POST /api/liveries/:id/favorite': oneLivery,
  'DELETE /api/liveries/:id/favorite': oneLivery,
  'POST /api/liveries/:id/download': oneLivery,
  'PUT /api/liveries/:id/rating': oneLivery,
  'DELETE /api/liveries/:id/rating': oneLivery,
  'POST /api/liveries/:id/versions': oneLivery,
  // Comments show only in their livery's thread; a comment's own URL does not name the livery.
  'POST /api/liveries/:id/comments': (p) => [liveryTopic(p.id)],
  'PATCH /api/comments/:id': () => [ANY_LIVERY],
  'DELETE /api/comments/:id': () => [ANY_LIVERY],
  'POST /api/comments/:id/hide': () => [ANY_LIVERY],
  'POST /api/comments/:id/unhide': () => [ANY_LIVERY],
  // Follows, notifications, reports (which hide nothing until an admin acts), collections, the
  // contact form and a member's export are never part of a public answer.
  'POST /api/users/:id/follow': () => NOTHING,
  'DELETE /api/users/:id/follow': () => NOTHING,
  'POST /api/liveries/:id/follow': () => NOTHING,
  'DELETE /api/liveries/:id/follow': () => NOTHING,
  'POST /api/notifications/unsubscribe': () => NOTHING,
  'POST /api/notifications/:id/read': () => NOTHING,
  'POST /api/notifications/read-all': () => NOTHING,
  'PUT /api/notifications/settings': () => NOTHING,
  'POST /api/reports/livery/:id': () => NOTHING,
  'POST /api/reports/comment/:id': () => NOTHING,
  'POST /api/collections': () => NOTHING,
  'PATCH /api/collections/:id': () => NOTHING,
  'DELETE /api/collections/:id': () => NOTHING,
  'POST /api/collections/:id/entries': () => NOTHING,
  'PATCH /api/collections/:id/entries/:liveryId': () => NOTHING,
  'DELETE /api/collections/:id/entries/:liveryId': () => NOTHING,
  'PUT /api/collections/:id/order': () => NOTHING,
  'POST /api/contact': () => NOTHING,
  'POST /api/gdpr/export': () => NOTHING,
};

/**
 * better-auth's writes under `/api/auth/*` that touch no public answer: sessions, passwords and
 * new accounts (which appear in no answer until they exist, and are not kept while they do not).
 */
const AUTH_WRITES_CHANGING_NOTHING = new Set([
  'sign-up/email',
  'sign-in/email',
  'sign-in/username',
  'sign-out',
  'send-verification-email',
  'request-password-reset',
  'reset-password',
  'change-password',
  'revoke-other-sessions',
]);

/** The topic of an answer made by `route` (the route's pattern) with these parameters. */
export function topicOfAnswer(route: string | undefined, params: unknown): string {
  const topic = route ? READS[route] : undefined;
  return topic ? topic((params ?? {}) as Params) : UNLISTED;
}

/** What a write to `route` that went through changes. */
export function changesOfWrite(method: string, route: string, params: unknown): Changes {
  const p = (params ?? {}) as Params;
  if (route === '/api/auth/*') return AUTH_WRITES_CHANGING_NOTHING.has(String(p['*'])) ? NOTHING : 'everything';
  return WRITES[`${method} ${route}`]?.(p) ?? 'everything';
}

/** Whether a write that changes `changes` makes an answer of `topic` stale. */
export function isChangedBy(changes: Exclude<Changes, 'everything'>, topic: string): boolean {
  if (changes.length === 0) return false;
  if (topic === UNLISTED || changes.includes(topic)) return true;
  return topic.startsWith('livery:') && changes.includes(ANY_LIVERY);
}

/** Writes that went through but, as their handler found, changed no public answer. */
const changedNothing = new WeakSet<FastifyRequest>();

/**
 * Tells the answer cache that this write, though it answers 2xx, changed nothing a public answer
 * shows (a download the same client already made today), so it forgets nothing: a repeated cheap
 * request must not keep emptying the cache.
 */
export function changedNoPublicAnswer(request: FastifyRequest): void {
  changedNothing.add(request);
}

export function saidToChangeNothing(request: FastifyRequest): boolean {
  return changedNothing.has(request);
}
