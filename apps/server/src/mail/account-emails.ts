import { composeEmail, type EmailContent } from './templates';

/**
 * The account e-mails. Each says why it was sent and what to do when the reader did not ask for
 * it; none reveals anything about another account. They share one layout (`accountEmail`) and
 * differ only in their words.
 */

type AccountEmailWords = Omit<Parameters<typeof composeEmail>[0], 'greeting'>;

/** The layout of every account e-mail: the greeting names the reader when we know their name. */
function accountEmail(username: string | null | undefined, words: AccountEmailWords): EmailContent {
  return composeEmail({ greeting: username ? `Hi ${username},` : 'Hi,', ...words });
}

/** An e-mail with a link that does something: why it came, how long the link works, what if it was not asked for. */
function linkEmail(
  username: string | null | undefined,
  link: { subject: string; why: string; validity: string; action: { label: string; url: string }; ifNotAsked: string },
): EmailContent {
  return accountEmail(username, {
    subject: link.subject,
    paragraphs: [link.why, link.validity],
    action: link.action,
    footnote: link.ifNotAsked,
  });
}

const NOTHING_MORE_TO_DO = 'If this was you, there is nothing more to do.';
const SOMEONE_IS_SIGNED_IN =
  'If it was not you, someone is signed in to your account: choose a new password now with "Forgot password?" on the login page. That ends every session.';

/** After a change to the account: what changed and when, and what to do if the reader did not make it. */
function changeNotice(
  username: string | null,
  notice: { subject: string; whatChanged: string; ifNotYou: string; action: { label: string; url: string } },
): EmailContent {
  return accountEmail(username, {
    subject: notice.subject,
    paragraphs: [notice.whatChanged, NOTHING_MORE_TO_DO, notice.ifNotYou],
    action: notice.action,
  });
}

export function confirmSignUpEmail(username: string | null | undefined, url: string): EmailContent {
  return linkEmail(username, {
    subject: 'Confirm your Paddock account',
    why: 'Welcome to Paddock, the Le Mans Ultimate livery community. Confirm your email address to finish creating your account.',
    validity: 'The link works for 24 hours.',
    action: { label: 'Confirm my email', url },
    ifNotAsked: 'If you did not create a Paddock account, ignore this email: nothing happens without the confirmation.',
  });
}

/** Sent to the owner of an address someone tried to register again; the sign-up itself answers as usual. */
export function signUpAttemptEmail(username: string | null | undefined, loginUrl: string): EmailContent {
  return accountEmail(username, {
    subject: 'Someone tried to register with your email address',
    paragraphs: [
      'Someone just tried to create a new Paddock account with this email address. You already have an account, so nothing was created and your account is unchanged.',
      'If it was you: log in instead, or use "Forgot password" on the login page. If you never confirmed your address, use "Resend confirmation" there.',
    ],
    action: { label: 'Go to login', url: loginUrl },
    footnote: 'If it was not you, you can ignore this email.',
  });
}

export function resetPasswordEmail(username: string | null | undefined, url: string): EmailContent {
  return linkEmail(username, {
    subject: 'Reset your Paddock password',
    why: 'We received a request to reset the password of your Paddock account.',
    validity: 'The link works once, for one hour. Setting a new password signs you out everywhere else.',
    action: { label: 'Choose a new password', url },
    ifNotAsked: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
}

export function passwordChangedEmail(username: string | null | undefined, resetUrl: string): EmailContent {
  return accountEmail(username, {
    subject: 'Your Paddock password was changed',
    paragraphs: ['The password of your Paddock account was just changed with a reset link, and every session ended.'],
    footnote: `If this was not you, reset your password again at ${resetUrl} and contact us.`,
  });
}

export function confirmEmailChangeEmail(username: string, url: string): EmailContent {
  return linkEmail(username, {
    subject: 'Confirm your new Paddock email address',
    why: 'You asked to use this address for your Paddock account. Confirm it to make the change; until then your account keeps its current address.',
    validity: 'The link works once, for 24 hours.',
    action: { label: 'Confirm my new email', url },
    ifNotAsked: 'If you did not ask for this, ignore this email: nothing changes without the confirmation.',
  });
}

/** Tells the current address that a change was requested, so its owner can react if it was not them. */
export function emailChangeRequestedEmail(username: string, settingsUrl: string): EmailContent {
  return accountEmail(username, {
    subject: 'A change of your Paddock email address was requested',
    paragraphs: [
      'Someone signed in to your Paddock account asked to move it to a new email address. The change applies only once it is confirmed from the new address.',
      'If this was not you, change your password now: that ends every other session.',
    ],
    action: { label: 'Open my settings', url: settingsUrl },
  });
}

/** "2025-03-14 at 09:41 UTC": when a change happened, the same for every reader. */
export function changeTime(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;
}

/** After a change from the settings page (the reset path sends passwordChangedEmail). */
export function passwordChangedInSettingsEmail(username: string | null, at: Date, loginUrl: string): EmailContent {
  return changeNotice(username, {
    subject: 'Your Paddock password was changed',
    whatChanged: `The password of your Paddock account was changed from the settings page on ${changeTime(at)}.`,
    ifNotYou: SOMEONE_IS_SIGNED_IN,
    action: { label: 'Go to login', url: loginUrl },
  });
}

export function usernameChangedEmail(previous: string, current: string, at: Date, loginUrl: string): EmailContent {
  return changeNotice(current, {
    subject: 'Your Paddock username was changed',
    whatChanged: `The username of your Paddock account was changed from ${previous} to ${current} on ${changeTime(at)}. Your liveries now show the new name.`,
    ifNotYou: SOMEONE_IS_SIGNED_IN,
    action: { label: 'Go to login', url: loginUrl },
  });
}

export function usernameChangedByAdminEmail(
  previous: string,
  current: string,
  at: Date,
  contactUrl: string,
): EmailContent {
  return changeNotice(current, {
    subject: 'Your Paddock username was changed',
    whatChanged: `An administrator changed the username of your Paddock account from ${previous} to ${current} on ${changeTime(at)}. Sign in with the new name from now on; your liveries show it already.`,
    ifNotYou: 'If you did not expect this, write to us and we will explain or put it back.',
    action: { label: 'Contact us', url: contactUrl },
  });
}

/** Sent to the previous address once a change is confirmed: from now on, account mail goes elsewhere. */
export function emailChangedEmail(username: string, newEmail: string, at: Date, contactUrl: string): EmailContent {
  return changeNotice(username, {
    subject: 'Your Paddock email address was changed',
    whatChanged: `The email address of your Paddock account was changed to ${newEmail} on ${changeTime(at)}. This address no longer receives its messages, nor password reset links.`,
    ifNotYou: 'If it was not you, contact us right away from this address so we can give the account back to you.',
    action: { label: 'Contact us', url: contactUrl },
  });
}
