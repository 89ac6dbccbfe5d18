import { WebhookIcon } from '@/components/ui/icons/common-icons';
import { WebhooksPanel } from './webhooks-panel';

/** A collection's webhooks, on its page for its owner: a league's Discord hears of every new version. */
export function CollectionWebhooks({ collectionId }: { collectionId: number }) {
  return (
    <section
      aria-labelledby="collection-webhooks-title"
      className="mt-12 rounded-xl border border-carbon-700 bg-carbon-850/90 p-5 sm:p-7"
    >
      <h2
        id="collection-webhooks-title"
        className="flex items-center gap-3 font-display text-2xl font-bold tracking-wide uppercase italic"
      >
        <span className="grid size-9 place-items-center rounded-md bg-carbon-700 text-signal-400 [&_svg]:size-[1.1rem]">
          <WebhookIcon />
        </span>
        Webhooks
      </h2>
      <p className="mt-2 mb-5 text-sm leading-relaxed text-ink-400">
        Paddock posts to these addresses when a livery in this collection gets a new version or is removed. Only you see
        them.
      </p>
      <WebhooksPanel scope={{ kind: 'collection', collectionId }} />
    </section>
  );
}
