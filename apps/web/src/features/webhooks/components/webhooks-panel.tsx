import { useWebhooks } from '../api/list-webhooks';
import { WEBHOOK_UI } from '../lib/messages';
import type { WebhookScope } from '../lib/scope';
import { AddWebhookForm } from './add-webhook-form';
import { WebhookRow } from './webhook-row';

/**
 * A member's webhooks in one scope: their own liveries' (Settings) or one collection's (its page,
 * for its owner). Lists them, adds one (its secret shown once) and acts on each.
 */
export function WebhooksPanel({ scope }: { scope: WebhookScope }) {
  const list = useWebhooks(scope);
  // Not live regions (as the digest setting): the settings page has its own status and alert
  // messages, and this loads in a blink.
  if (list.isPending)
    return (
      <p aria-busy="true" className="text-sm text-ink-400">
        {WEBHOOK_UI.loading}
      </p>
    );
  if (list.isError) return <p className="text-sm text-race-300">{WEBHOOK_UI.loadFailed}</p>;
  const { items, max } = list.data;
  const full = items.length >= max;
  return (
    <div className="flex flex-col gap-5">
      {items.length === 0 ? (
        <p className="text-sm text-ink-400">{WEBHOOK_UI.none}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={WEBHOOK_UI.count(items.length, max)}>
          {items.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} />
          ))}
        </ul>
      )}
      <p className="text-xs text-ink-400">
        {full ? WEBHOOK_UI.limitReached(max) : WEBHOOK_UI.count(items.length, max)}
      </p>
      <AddWebhookForm scope={scope} disabled={full} />
    </div>
  );
}
