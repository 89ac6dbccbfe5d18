import { z } from 'zod';
import { CONTACT_SUBJECTS, LIMITS } from '../constants';
import { emptyIfBlank, isCleanMultiLineText, isCleanSingleLineText, TEXT_MESSAGES } from '../text';

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** How each subject reads in the form and in the e-mail to the admins. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General question',
  technical: 'Technical support',
  account: 'Account help',
  content: 'Content or copyright concern',
  feature: 'Feature request',
  feedback: 'Feedback',
  other: 'Other',
};

export const CONTACT_NAME_MAX = 100;

/** Contact texts of spec admin-and-pages §5 and §8 (verbatim), plus the server's field messages. */
export const CONTACT_MESSAGES = {
  required: 'Please fill in all required fields.',
  sent: "Thank you for your message! We'll get back to you within 24 hours.",
  sentToast: 'Message sent successfully!',
  failed: 'Sorry, there was an error sending your message. Please try again or contact us directly via email.',
  failedToast: 'Failed to send message. Please try again.',
  nameTooLong: `Your name can be at most ${CONTACT_NAME_MAX} characters.`,
  nameInvalid: TEXT_MESSAGES.singleLine('Your name'),
  messageInvalid: TEXT_MESSAGES.multiLine('Your message'),
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: `Email can be at most ${LIMITS.emailMax} characters.`,
  subjectInvalid: 'Please choose a subject from the list.',
  messageTooLong: `Your message can be at most ${LIMITS.contactMessageMax} characters.`,
  rateLimited: (minutes: number) =>
    `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before sending another.`,
} as const;

const m = CONTACT_MESSAGES;

/** A required text that still shows something once trimmed. */
const requiredText = () => z.string({ error: m.required }).trim().overwrite(emptyIfBlank).min(1, { error: m.required });

/** POST /contact: every field required; the message is kept with its line breaks. */
export const ContactInputSchema = z.strictObject({
  name: requiredText()
    .max(CONTACT_NAME_MAX, { error: m.nameTooLong })
    .refine(isCleanSingleLineText, { error: m.nameInvalid }),
  email: requiredText()
    .max(LIMITS.emailMax, { error: m.emailTooLong })
    .pipe(z.email({ error: m.emailInvalid })),
  subject: z.enum(CONTACT_SUBJECTS, { error: m.subjectInvalid }),
  message: requiredText()
    .max(LIMITS.contactMessageMax, { error: m.messageTooLong })
    .refine(isCleanMultiLineText, { error: m.messageInvalid }),
  /** Attach the sender's user id, username and account e-mail (only honoured when signed in). */
  includeUserInfo: z.boolean().default(false),
});
export type ContactInput = z.input<typeof ContactInputSchema>;
export type ContactMessageInput = z.output<typeof ContactInputSchema>;

export const ContactCreatedSchema = z.object({ id: z.number().int() });
export type ContactCreated = z.infer<typeof ContactCreatedSchema>;
