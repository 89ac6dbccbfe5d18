import { WEBHOOK_LIMITS } from '@paddock/contract';
import { composeEmail, type EmailContent } from './templates';

/**
 * Issue 35 §4: a webhook failed WEBHOOK_LIMITS.failuresBeforeDisable tries in a row and was turned
 * off. The owner is told which (its address shortened: the rest may be a credential), the last
 * error, and where to turn it back on.
 */
export function webhookDisabledEmail(
  owner: string | null,
  displayUrl: string,
  lastError: string,
  manageUrl: string,
): EmailContent {
  return composeEmail({
    greeting: owner ? `Hi ${owner},` : 'Hi,',
    subject: 'Your Paddock webhook was turned off',
    paragraphs: [
      `Your webhook to ${displayUrl} failed ${WEBHOOK_LIMITS.failuresBeforeDisable} deliveries in a row, so Paddock turned it off.`,
      `The last error: ${lastError}`,
      'Check the receiver, then turn the webhook back on; its delivery log shows every try.',
    ],
    action: { label: 'Manage webhooks', url: manageUrl },
  });
}
