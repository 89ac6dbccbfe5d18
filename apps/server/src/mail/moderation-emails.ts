import { defangLinks } from './defang';
import { composeEmail, type EmailContent } from './templates';

/**
 * Issue 34 §17: an admin removed a member's public collection. The owner is told which, why (the
 * admin's words) and where to ask; the collection's name is a member's words, so its links are
 * defanged like any quoted text.
 */
export function collectionRemovedEmail(
  owner: string | null,
  collectionName: string,
  reason: string,
  contactUrl: string,
): EmailContent {
  return composeEmail({
    greeting: owner ? `Hi ${owner},` : 'Hi,',
    subject: 'Your Paddock collection was removed',
    paragraphs: [
      `An administrator removed your public collection “${defangLinks(collectionName)}”. The liveries in it stay on Paddock.`,
      `The reason given: ${defangLinks(reason)}`,
    ],
    action: { label: 'Contact us', url: contactUrl },
    footnote: 'If you think this was a mistake, write to us and we will look at it again.',
  });
}

/**
 * Issue 36 point 5: an admin removed a member's livery as a copy of another member's work. The
 * uploader is told which, the admin's message, and where to ask.
 */
export function liveryRemovedAsCopyEmail(
  uploader: string | null,
  liveryTitle: string,
  message: string,
  contactUrl: string,
): EmailContent {
  return composeEmail({
    greeting: uploader ? `Hi ${uploader},` : 'Hi,',
    subject: 'Your Paddock livery was removed',
    paragraphs: [
      `An administrator removed your livery “${defangLinks(liveryTitle)}”: it is a copy of another member's livery.`,
      `Their message: ${defangLinks(message)}`,
    ],
    action: { label: 'Contact us', url: contactUrl },
    footnote: 'If the livery is your own work or you had permission, write to us and we will look at it again.',
  });
}
