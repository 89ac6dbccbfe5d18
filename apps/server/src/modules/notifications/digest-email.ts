import { type Notification, notificationText, quotedExcerpt } from '@paddock/contract';
import { defangLinks } from '../../mail/defang';
import { composeEmail, type EmailContent } from '../../mail/templates';

/**
 * The daily digest: one line per notification, a link to the Notifications page, the unsubscribe
 * link. Each line quotes members (comments, titles), so its addresses are defanged: the only links
 * in the mail are Paddock's own.
 */
export function digestEmail(input: {
  username: string | null;
  items: Notification[];
  total: number;
  notificationsUrl: string;
  unsubscribeUrl: string;
}): EmailContent {
  const { items, total } = input;
  const more = total - items.length;
  return composeEmail({
    subject: `Paddock: ${total} new notification${total === 1 ? '' : 's'}`,
    greeting: input.username ? `Hi ${input.username},` : 'Hi,',
    paragraphs: [
      'Here is what happened on Paddock since your last digest:',
      ...items.map((n) => defangLinks(`• ${notificationText(n)}${quotedExcerpt(n) ? ` “${quotedExcerpt(n)}”` : ''}`)),
      ...(more > 0 ? [`…and ${more} more.`] : []),
    ],
    action: { label: 'See all notifications', url: input.notificationsUrl },
    footnote: `You receive this daily digest because you turned it on in Settings. Unsubscribe (no sign-in needed): ${input.unsubscribeUrl}`,
  });
}
