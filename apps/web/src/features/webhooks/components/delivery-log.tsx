import type { WebhookDelivery } from '@paddock/contract';
import { clsx } from 'clsx';
import { useDeliveries } from '../api/get-deliveries';
import { WEBHOOK_UI } from '../lib/messages';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A webhook's last deliveries: when, what, the receiver's status and the error of the last try. */
export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const log = useDeliveries(webhookId, true);
  if (log.isPending) return <p className="text-sm text-ink-400">{WEBHOOK_UI.logLoading}</p>;
  if (log.isError) return <p className="text-sm text-race-300">{WEBHOOK_UI.actionFailed}</p>;
  if (log.data.items.length === 0) return <p className="text-sm text-ink-400">{WEBHOOK_UI.logEmpty}</p>;
  const c = WEBHOOK_UI.logColumns;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{WEBHOOK_UI.logTitle}</caption>
        <thead className="text-xs tracking-wide text-ink-400 uppercase">
          <tr>
            <th className="py-1.5 pr-3 font-semibold">{c.time}</th>
            <th className="py-1.5 pr-3 font-semibold">{c.event}</th>
            <th className="hidden py-1.5 pr-3 font-semibold sm:table-cell">{c.status}</th>
            <th className="py-1.5 font-semibold">{c.result}</th>
          </tr>
        </thead>
        <tbody>
          {log.data.items.map((d) => (
            <DeliveryRow key={d.id} delivery={d} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryRow({ delivery: d }: { delivery: WebhookDelivery }) {
  return (
    <tr className="border-t border-carbon-700 align-top">
      <td className="py-1.5 pr-3 text-ink-300 sm:whitespace-nowrap">{when(d.lastAttemptAt ?? d.createdAt)}</td>
      <td className="py-1.5 pr-3 sm:whitespace-nowrap">{WEBHOOK_UI.events[d.event]}</td>
      <td className="hidden py-1.5 pr-3 font-mono sm:table-cell">{d.statusCode ?? '—'}</td>
      <td className="py-1.5">
        <span
          className={clsx(
            'font-semibold',
            d.state === 'delivered' ? 'text-pit-400' : d.state === 'failed' ? 'text-race-400' : 'text-signal-400',
          )}
        >
          {WEBHOOK_UI.states[d.state]}
        </span>
        {/* On a phone the status column is folded into this one. */}
        {d.statusCode !== null && <span className="font-mono text-ink-300 sm:hidden"> · {d.statusCode}</span>}
        {d.error && <span className="block break-words text-ink-400">{d.error}</span>}
      </td>
    </tr>
  );
}
