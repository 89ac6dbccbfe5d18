import type { Webhook } from '@paddock/contract';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useSendTest } from '../api/send-test';
import { useSetWebhookEnabled } from '../api/update-webhook';
import { WEBHOOK_UI } from '../lib/messages';
import { DeliveryLog } from './delivery-log';

/** One webhook: its address (shortened), whether it is on, its actions and, opened, its log. */
export function WebhookRow({ webhook }: { webhook: Webhook }) {
  const [logOpen, setLogOpen] = useState(false);
  const test = useSendTest();
  const toggle = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const busy = test.isPending || toggle.isPending || remove.isPending;
  const logId = `webhook-log-${webhook.id}`;
  return (
    <li className="rounded-lg border border-carbon-700 bg-carbon-900/60 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 break-all font-mono text-sm text-ink-50">{webhook.displayUrl}</code>
        {/* Not the red Badge: "on" is good news, and classes there cannot be overridden. */}
        <span
          className={clsx(
            'rounded-sm px-1.5 py-0.5 font-display text-[0.65rem] leading-none font-bold tracking-widest uppercase',
            webhook.enabled ? 'bg-pit-500/20 text-pit-300' : 'bg-carbon-700 text-ink-300',
          )}
        >
          {webhook.enabled ? WEBHOOK_UI.on : WEBHOOK_UI.off}
        </span>
      </div>
      {(webhook.disabledReason || webhook.consecutiveFailures > 0) && (
        <p className="mt-1 text-sm text-race-300">
          {webhook.disabledReason ?? WEBHOOK_UI.failures(webhook.consecutiveFailures)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => test.mutate(webhook.id)}>
          {test.isPending ? WEBHOOK_UI.sendingTest : WEBHOOK_UI.sendTest}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => toggle.mutate({ id: webhook.id, enabled: !webhook.enabled })}
        >
          {webhook.enabled ? WEBHOOK_UI.turnOff : WEBHOOK_UI.turnOn}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? WEBHOOK_UI.hideLog : WEBHOOK_UI.showLog}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => window.confirm(WEBHOOK_UI.confirmDelete) && remove.mutate(webhook.id)}
        >
          {WEBHOOK_UI.delete}
        </Button>
      </div>
      {logOpen && (
        <div id={logId} className="mt-4">
          <DeliveryLog webhookId={webhook.id} />
        </div>
      )}
    </li>
  );
}
