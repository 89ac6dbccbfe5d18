import type { CollectionSummary } from '@paddock/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { LiveryImage } from '@/components/ui/livery-image';
import { collectionPath } from '../lib/collection-path';
import { COLLECTION_UI } from '../lib/messages';

/** A collection in a list: cover, name, count and badges; the name links to its page. */
export function CollectionCard({ collection, actions }: { collection: CollectionSummary; actions?: ReactNode }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-carbon-700 bg-carbon-850">
      <div className="aspect-video overflow-hidden bg-carbon-800">
        <LiveryImage
          src={collection.coverUrl}
          width={480}
          height={270}
          loading="lazy"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="truncate font-display text-lg font-bold tracking-wide">
          <Link to={collectionPath(collection.id, collection.name)} className="hover:text-race-300">
            {collection.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-300">{COLLECTION_UI.liveries(collection.entryCount)}</p>
        <div className="flex flex-wrap gap-2">
          <Badge>{collection.visibility === 'public' ? COLLECTION_UI.publicBadge : COLLECTION_UI.privateBadge}</Badge>
          {collection.isLeaguePack && <Badge>{COLLECTION_UI.leaguePackBadge}</Badge>}
        </div>
        {actions && <div className="mt-auto flex flex-wrap gap-2 pt-3">{actions}</div>}
      </div>
    </article>
  );
}
