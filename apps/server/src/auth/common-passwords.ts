import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49,000 most common passwords of zxcvbn-ts's maintained list (leaked-password frequency
 * order), lower-cased once. Server only: the web shows the server's refusal, so the browser bundle
 * never carries the list.
 */
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** Whether `password` is on the list, ignoring case ("Password" is as guessable as "password"). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export const COMMON_PASSWORD_COUNT = COMMON.size;
