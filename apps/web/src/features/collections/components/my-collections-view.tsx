import type { CollectionSummary } from '@paddock/contract';
import { useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { EmptyNotice, ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { serverMessage } from '@/lib/error-messages';
import { useMyCollections } from '../api/get-my-collections';
import { collectionPath } from '../lib/collection-path';
import { COLLECTION_UI } from '../lib/messages';
import { CollectionCard } from './collection-card';
import { CollectionForm } from './collection-form';
import { DeleteCollectionModal } from './delete-collection-modal';

/** My Collections: create one, and edit, open or delete each. */
export function MyCollectionsView() {
  const mine = useMyCollections();
  const [editing, setEditing] = useState<CollectionSummary | null>(null);
  const [deleting, setDeleting] = useState<CollectionSummary | null>(null);
  return (
    <PageShell title={COLLECTION_UI.myCollections} lead={COLLECTION_UI.myCollectionsLead}>
      <div className="grid gap-10 lg:grid-cols-[20rem_1fr]">
        <section aria-labelledby="new-collection" className="rounded-xl border border-carbon-700 bg-carbon-850 p-5">
          <h2 id="new-collection" className="mb-4 font-display text-xl font-bold">
            {COLLECTION_UI.create}
          </h2>
          <CollectionForm />
        </section>
        <section aria-label={COLLECTION_UI.myCollections}>
          {mine.isPending ? (
            <LoadingNotice>{COLLECTION_UI.loadingMine}</LoadingNotice>
          ) : mine.isError ? (
            <ErrorNotice>{serverMessage(mine.error, COLLECTION_UI.loadFailed)}</ErrorNotice>
          ) : mine.data.length === 0 ? (
            <EmptyNotice>{COLLECTION_UI.noCollectionsYet}</EmptyNotice>
          ) : (
            <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {mine.data.map((c) => (
                <li key={c.id}>
                  <CollectionCard
                    collection={c}
                    actions={
                      <>
                        <ButtonLink to={collectionPath(c.id, c.name)} size="sm">
                          {COLLECTION_UI.open}
                        </ButtonLink>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setEditing(c)}
                          aria-label={`${COLLECTION_UI.edit} ${c.name}`}
                        >
                          {COLLECTION_UI.edit}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setDeleting(c)}
                          aria-label={`${COLLECTION_UI.delete} ${c.name}`}
                        >
                          {COLLECTION_UI.delete}
                        </Button>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {editing && (
        <Modal
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={COLLECTION_UI.edit}
          description={editing.name}
        >
          <CollectionForm collection={editing} onDone={() => setEditing(null)} />
        </Modal>
      )}
      {deleting && <DeleteCollectionModal collection={deleting} onClose={() => setDeleting(null)} />}
    </PageShell>
  );
}
