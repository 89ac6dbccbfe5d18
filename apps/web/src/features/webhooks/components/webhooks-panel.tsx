import { ErrorNotice, LoadingNotice } from '@/components/ui/notice';
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
  if (list.isPending) return <LoadingNotice>{WEBHOOK_UI.loading}</LoadingNotice>;
  if (list.isError) return <ErrorNotice>{WEBHOOK_UI.loadFailed}</ErrorNotice>;
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
