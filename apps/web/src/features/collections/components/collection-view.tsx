import type { CollectionDetail } from '@paddock/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons/common-icons';
import { Modal } from '@/components/ui/modal';
import { EmptyNotice, ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { href } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-messages';
import { useAuth } from '@/lib/session/use-auth';
import { entryCalls, useEntryMutation } from '../api/entry-mutations';
import { useCollection } from '../api/get-collection';
import { packDownloadUrl } from '../lib/collection-path';
import { COLLECTION_UI } from '../lib/messages';
import { useCollectionMeta } from '../lib/use-collection-meta';
import { type PackGrid, usePackGrid } from '../lib/use-pack-grid';
import { CollectionForm } from './collection-form';
import { DeleteCollectionModal } from './delete-collection-modal';
import { EntryRow } from './entry-row';
import { ReportCollection } from './report-collection';

interface CollectionViewProps {
  rawId: string | undefined;
  /** After the owner's deletion or an admin's removal: where to go next depends on which. */
  onDeleted: (collection: CollectionDetail) => void;
  /** Extra pack actions from other features (Install pack), shown beside Download pack. */
  packSlot?: (collection: CollectionDetail) => ReactNode;
  /** The owner's own tools from other features (its webhooks), below the liveries; owners only. */
  ownerSlot?: (collection: CollectionDetail) => ReactNode;
}

/** A collection's page at its shareable address; its owner edits it in place. */
export function CollectionView({ rawId, onDeleted, packSlot, ownerSlot }: CollectionViewProps) {
  const id = /^\d+$/.test(rawId ?? '') ? Number(rawId) : null;
  const query = useCollection(id);
  useCollectionMeta(query.data);
  if (id === null || query.isError)
    return (
      <PageShell title={COLLECTION_UI.notFound} lead="">
        <ErrorNotice>
          {isApiError(query.error, 404) || id === null
            ? COLLECTION_UI.notFound
            : serverMessage(query.error, COLLECTION_UI.loadFailed)}
        </ErrorNotice>
      </PageShell>
    );
  if (query.isPending)
    return (
      <PageShell title={COLLECTION_UI.myCollections} lead="">
        <LoadingNotice>{COLLECTION_UI.loadingMine}</LoadingNotice>
      </PageShell>
    );
  return <LoadedCollection collection={query.data} onDeleted={onDeleted} packSlot={packSlot} ownerSlot={ownerSlot} />;
}

function LoadedCollection({
  collection,
  onDeleted,
  packSlot,
  ownerSlot,
}: { collection: CollectionDetail } & Omit<CollectionViewProps, 'rawId'>) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const auth = useAuth();
  // Admins may remove another member's public collection (the server checks the same).
  const moderating = auth.isAdmin && !collection.isOwner && collection.visibility === 'public';
  // Members report one that is not theirs (issue 34 §17); an admin has Remove instead.
  const reportable = auth.user !== null && !auth.isAdmin && !collection.isOwner && collection.visibility === 'public';
  const mutation = useEntryMutation((call: () => Promise<CollectionDetail>) => call());
  const grid = usePackGrid(collection);
  const editsGrid = collection.isOwner && collection.isLeaguePack;
  const busy = mutation.isPending || grid.busy;
  const run = (call: () => Promise<CollectionDetail>, success?: string) =>
    mutation.mutate([call], {
      onSuccess: () => success && toast.success(success),
      onError: (error) => toast.error(serverMessage(error, COLLECTION_UI.loadFailed)),
    });
  const ids = collection.entries.map((e) => e.livery.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by] as number, next[index] as number];
    run(() => entryCalls.reorder(collection.id, next));
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(COLLECTION_UI.linkCopied);
    } catch {
      toast.error(COLLECTION_UI.copyFailed);
    }
  };
  const owner = collection.ownerUsername ?? 'Unknown';
  return (
    <PageShell
      eyebrow={collection.isLeaguePack ? COLLECTION_UI.leaguePackBadge : undefined}
      title={collection.name}
      lead={
        <>
          {collection.description && <p className="whitespace-pre-line">{collection.description}</p>}
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            {COLLECTION_UI.by}{' '}
            <Link
              to={href('userProfile', { id: collection.ownerId })}
              className="font-semibold text-ink-100 hover:text-race-300"
            >
              {owner}
            </Link>{' '}
            · {COLLECTION_UI.liveries(collection.entryCount)}
            <Badge>{collection.visibility === 'public' ? COLLECTION_UI.publicBadge : COLLECTION_UI.privateBadge}</Badge>
          </p>
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={() => void copyLink()}>
            {COLLECTION_UI.copyLink}
          </Button>
          {collection.isLeaguePack && collection.entryCount > 0 && (
            <>
              <a href={packDownloadUrl(collection.id)} download className={buttonClasses()}>
                <DownloadIcon /> {COLLECTION_UI.downloadPack}
              </a>
              {packSlot?.(collection)}
            </>
          )}
          {collection.isOwner && (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {COLLECTION_UI.edit}
              </Button>
              <Button variant="ghost" onClick={() => setDeleting(true)}>
                {COLLECTION_UI.delete}
              </Button>
            </>
          )}
          {moderating && (
            <Button variant="ghost" onClick={() => setDeleting(true)}>
              {COLLECTION_UI.moderateRemove}
            </Button>
          )}
          {reportable && <ReportCollection collection={collection} />}
        </>
      }
    >
      {collection.entries.length === 0 ? (
        <EmptyNotice>{COLLECTION_UI.emptyCollection}</EmptyNotice>
      ) : (
        <>
          <ol className="space-y-3" aria-label={collection.name}>
            {collection.entries.map((entry, index) => (
              <EntryRow
                key={entry.livery.id}
                entry={entry}
                isLeaguePack={collection.isLeaguePack}
                actions={
                  collection.isOwner
                    ? {
                        busy,
                        grid: editsGrid ? grid : undefined,
                        moveUp: index > 0 ? () => move(index, -1) : undefined,
                        moveDown: index < ids.length - 1 ? () => move(index, 1) : undefined,
                        remove: () =>
                          run(
                            () => entryCalls.remove(collection.id, entry.livery.id),
                            COLLECTION_UI.removed(collection.name),
                          ),
                      }
                    : undefined
                }
              />
            ))}
          </ol>
          {editsGrid && <SaveAllBar grid={grid} busy={busy} />}
        </>
      )}
      {collection.isOwner && ownerSlot?.(collection)}
      {editing && (
        <Modal open onOpenChange={setEditing} title={COLLECTION_UI.edit} description={collection.name}>
          <CollectionForm collection={collection} onDone={() => setEditing(false)} />
        </Modal>
      )}
      {deleting && (
        <DeleteCollectionModal
          collection={collection}
          moderating={moderating}
          onClose={() => setDeleting(false)}
          onDeleted={() => onDeleted(collection)}
        />
      )}
    </PageShell>
  );
}

/** Saves every changed row of the league-pack grid in one request; stays in view under a long grid. */
function SaveAllBar({ grid, busy }: { grid: PackGrid; busy: boolean }) {
  return (
    <div className="sticky bottom-3 z-10 mt-4 flex flex-col gap-2 rounded-xl border border-carbon-600 bg-carbon-900/95 p-3 shadow-lg shadow-black/40 backdrop-blur sm:flex-row sm:items-center sm:justify-between">
      <p className="hidden text-sm text-ink-300 sm:block">{COLLECTION_UI.gridHint}</p>
      <Button onClick={grid.saveAll} disabled={busy || grid.changedCount === 0} className="shrink-0">
        {COLLECTION_UI.saveAll(grid.changedCount)}
      </Button>
    </div>
  );
}
