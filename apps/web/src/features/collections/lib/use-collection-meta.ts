import { type CollectionDetail, collectionPageDescription, collectionPageTitle } from '@paddock/contract';
import { useEffect } from 'react';
import { applyPageMeta } from '@/lib/page-meta';

/** Titles the page '{name} by {owner}' and describes it, as the server's link preview does; private ones are not indexed. */
export function useCollectionMeta(collection: CollectionDetail | undefined) {
  useEffect(() => {
    if (!collection) return;
    // After the layout's route metadata (which runs in the same commit on navigation) so ours wins.
    const timer = setTimeout(() =>
      applyPageMeta({
        title: collectionPageTitle(collection.name, collection.ownerUsername),
        description: collectionPageDescription(collection),
        noIndex: collection.visibility === 'private',
      }),
    );
    return () => clearTimeout(timer);
  }, [collection]);
}
