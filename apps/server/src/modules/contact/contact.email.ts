import { CONTACT_SUBJECT_LABELS, type ContactSubject } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import { composeEmail, type EmailContent } from '../../mail/templates';

export interface ContactNotice {
  id: number;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  /** The sender's account, only when they chose to attach it. */
  sender: Viewer | null;
}

/** The e-mail an administrator receives for a new contact message; every value is escaped by composeEmail. */
export function contactNoticeEmail(notice: ContactNotice, adminName: string): EmailContent {
  const label = CONTACT_SUBJECT_LABELS[notice.subject];
  const account = notice.sender
    ? `Account attached by the sender: ${notice.sender.username} (user ID ${notice.sender.id}, account e-mail ${notice.sender.email}).`
    : 'The sender did not attach a Paddock account.';
  // Paragraphs of the message stay paragraphs; single line breaks survive in the text part.
  const body = notice.message.split(/\n\s*\n/).map((p) => p.trim());
  return composeEmail({
    subject: `Contact form: ${label} from ${notice.name}`,
    greeting: `Hello ${adminName},`,
    paragraphs: [
      `${notice.name} <${notice.email}> sent message #${notice.id} through the contact form.`,
      `Subject: ${label}`,
      account,
      '— Message —',
      ...body,
      '— End of message —',
    ],
    action: {
      label: `Reply to ${notice.name}`,
      url: `mailto:${encodeURIComponent(notice.email)}?subject=${encodeURIComponent(`Re: ${label}`)}`,
    },
    footnote: 'Please reply within 24 hours: the contact page promises it.',
  });
}
