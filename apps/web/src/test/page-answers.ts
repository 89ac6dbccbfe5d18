import { INITIAL_RESPONSES_ID } from '@paddock/contract';
import { resetInitialResponses } from '@/lib/initial-responses';

/**
 * Test helper: the page carries these API answers, as the server puts them into it
 * (apps/server page-meta-prefetch.ts), and the app has not read any yet. A string is the block's
 * text as it is, damaged or not.
 */
export function pageCarries(answers: Record<string, unknown> | string): void {
  resetInitialResponses();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INITIAL_RESPONSES_ID;
  block.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.head.append(block);
}

/** Takes the answers out of the page and forgets any the app already read (between tests). */
export function forgetPageAnswers(): void {
  document.getElementById(INITIAL_RESPONSES_ID)?.remove();
  resetInitialResponses();
}
