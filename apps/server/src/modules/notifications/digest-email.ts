import { type Notification, notificationText } from '@paddock/contract';
import { composeEmail, type EmailContent } from '../../mail/templates';

/** The daily digest: one line per notification, a link to the Notifications page, the unsubscribe link. */
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
      ...items.map((n) => `• ${notificationText(n)}${n.excerpt ? ` “${n.excerpt}”` : ''}`),
      ...(more > 0 ? [`…and ${more} more.`] : []),
    ],
    action: { label: 'See all notifications', url: input.notificationsUrl },
    footnote: `You receive this daily digest because you turned it on in Settings. Unsubscribe (no sign-in needed): ${input.unsubscribeUrl}`,
  });
}
