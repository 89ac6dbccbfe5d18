import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SubmitButton, TextField } from '@/components/ui/form/form-controls';
import { FolderIcon } from '@/components/ui/icons/common-icons';
import { Modal } from '@/components/ui/modal';
import { LoadingNotice } from '@/components/ui/notice';
import { serverMessage } from '@/lib/error-messages';
import { createCollection } from '../api/create-collection';
import { entryCalls } from '../api/entry-mutations';
import { useMyCollections } from '../api/get-my-collections';
import { COLLECTION_UI } from '../lib/messages';
import { useCollectionsRefresh } from '../lib/use-collections-refresh';

interface AddToCollectionProps {
  liveryId: number;
  liveryTitle: string;
  signedIn: boolean;
  /** A small icon button for cards; a full button on the livery page. */
  compact?: boolean;
  className?: string;
}

/** "Add to collection": a dialog listing the member's collections (toggle each) and a quick "new collection". */
export function AddToCollection({ liveryId, liveryTitle, signedIn, compact = false, className }: AddToCollectionProps) {
  const [open, setOpen] = useState(false);
  const openDialog = () => (signedIn ? setOpen(true) : toast.error(COLLECTION_UI.signInToCollect));
  return (
    <>
      {compact ? (
        <button
          type="button"
          onClick={openDialog}
          aria-label={COLLECTION_UI.addToCollectionOf(liveryTitle)}
          title={COLLECTION_UI.addToCollection}
          className="relative z-10 flex size-9 items-center justify-center rounded-md border border-carbon-600 bg-carbon-900/85 text-ink-100 backdrop-blur transition-colors hover:border-race-400 hover:text-race-300 [&_svg]:size-4"
        >
          <FolderIcon />
        </button>
      ) : (
        <Button variant="secondary" onClick={openDialog} className={className}>
          <FolderIcon /> {COLLECTION_UI.addToCollection}
        </Button>
      )}
      {open && (
        <Modal open onOpenChange={setOpen} title={COLLECTION_UI.addToCollection} description={liveryTitle}>
          <CollectionPicker liveryId={liveryId} />
        </Modal>
      )}
    </>
  );
}

function CollectionPicker({ liveryId }: { liveryId: number }) {
  const mine = useMyCollections({ liveryId });
  const refresh = useCollectionsRefresh();
  const [busy, setBusy] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);

  async function toggle(id: number, collectionName: string, contains: boolean) {
    setBusy(id);
    try {
      if (contains) await entryCalls.remove(id, liveryId);
      else await entryCalls.add(id, liveryId);
      toast.success(contains ? COLLECTION_UI.removed(collectionName) : COLLECTION_UI.added(collectionName));
      await refresh();
    } catch (error) {
      toast.error(serverMessage(error, COLLECTION_UI.loadFailed));
    } finally {
      setBusy(null);
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setCreating(true);
    try {
      const created = await createCollection({ name });
      await entryCalls.add(created.id, liveryId);
      toast.success(COLLECTION_UI.added(created.name));
      setName('');
      await refresh();
    } catch (error) {
      toast.error(serverMessage(error, COLLECTION_UI.loadFailed));
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className="space-y-5">
      {mine.isPending ? (
        <LoadingNotice>{COLLECTION_UI.loadingMine}</LoadingNotice>
      ) : mine.isError ? (
        <p role="alert">{serverMessage(mine.error, COLLECTION_UI.loadFailed)}</p>
      ) : mine.data.length === 0 ? (
        <p className="text-sm text-ink-300">{COLLECTION_UI.noCollectionsYet}</p>
      ) : (
        <ul className="max-h-72 space-y-2 overflow-y-auto" aria-label={COLLECTION_UI.myCollections}>
          {mine.data.map((c) => {
            const contains = Boolean(c.containsLivery);
            return (
              <li key={c.id}>
                <button
                  type="button"
                  aria-pressed={contains}
                  disabled={busy !== null}
                  onClick={() => void toggle(c.id, c.name, contains)}
                  className="flex w-full items-center justify-between gap-3 rounded-md border border-carbon-600 px-3 py-2.5 text-left hover:border-carbon-500 aria-pressed:border-pit-400 disabled:cursor-wait"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink-50">{c.name}</span>
                    <span className="text-xs text-ink-400">
                      {COLLECTION_UI.liveries(c.entryCount)} ·{' '}
                      {c.visibility === 'public' ? COLLECTION_UI.publicBadge : COLLECTION_UI.privateBadge}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold text-ink-200">
                    {contains ? `✓ ${COLLECTION_UI.inCollection}` : COLLECTION_UI.addToCollection}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={(e) => void create(e)} className="flex flex-col gap-3 border-t border-carbon-700 pt-4">
        <TextField
          label={COLLECTION_UI.newCollectionName}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={80}
          required
        />
        <SubmitButton pending={creating} pendingLabel={COLLECTION_UI.creating} disabled={!name.trim()}>
          {COLLECTION_UI.createAndAdd}
        </SubmitButton>
      </form>
    </div>
  );
}
