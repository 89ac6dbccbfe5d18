import type { Notification } from './schemas/notifications';

// Apart from the notification schemas (no zod here): the header bell renders these lines.

/** One line saying what happened, the same in the web app and the digest e-mail. */
export function notificationText(
  n: Pick<Notification, 'kind' | 'actor' | 'liveryTitle' | 'refId' | 'excerpt'>,
): string {
  const who = n.actor?.username ?? 'A former member';
  switch (n.kind) {
    case 'livery-published':
      return `${who} published a new livery: "${n.liveryTitle}".`;
    case 'livery-version':
      return `"${n.liveryTitle}" has a new version${n.refId ? ` (version ${n.refId})` : ''}.`;
    case 'comment':
      return `${who} commented on your livery "${n.liveryTitle}".`;
    case 'reply':
      return `${who} replied to your comment on "${n.liveryTitle}".`;
    case 'report-resolved':
      return `Your report on "${n.liveryTitle}" was resolved. Thank you for helping keep Paddock clean.`;
    case 'possible-copy':
      // The original's title rides in the excerpt (the copy is the livery the notification opens).
      return `"${n.liveryTitle}" by ${who} looks very close to your livery "${n.excerpt ?? ''}".`;
  }
}

/** The comment quoted under a notification: only comments and replies carry one (a possible copy's excerpt is a title). */
export function quotedExcerpt(n: Pick<Notification, 'kind' | 'excerpt'>): string | null {
  return n.kind === 'comment' || n.kind === 'reply' ? n.excerpt : null;
}
