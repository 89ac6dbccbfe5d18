import type { CollectionSummary } from '@paddock/contract';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons/livery-icons';
import { Modal } from '@/components/ui/modal';
import { serverMessage } from '@/lib/error-messages';
import { useDeleteCollection } from '../api/delete-collection';
import { COLLECTION_UI } from '../lib/messages';

interface DeleteCollectionModalProps {
  collection: CollectionSummary;
  onClose: () => void;
  onDeleted?: () => void;
  /** An admin removing another member's public collection, not its owner deleting it. */
  moderating?: boolean;
}

/** Asks before deleting; cannot be dismissed while the deletion runs. */
export function DeleteCollectionModal({
  collection,
  onClose,
  onDeleted,
  moderating = false,
}: DeleteCollectionModalProps) {
  const remove = useDeleteCollection();
  const words = moderating
    ? {
        title: COLLECTION_UI.moderateTitle,
        body: COLLECTION_UI.moderateBody(collection.name, collection.ownerUsername ?? 'Unknown'),
        confirm: COLLECTION_UI.moderateConfirm,
        done: COLLECTION_UI.moderated,
      }
    : {
        title: COLLECTION_UI.deleteTitle,
        body: COLLECTION_UI.deleteBody(collection.name),
        confirm: COLLECTION_UI.deleteConfirm,
        done: COLLECTION_UI.deleted,
      };
  const confirm = () =>
    remove.mutate(collection.id, {
      onSuccess: () => {
        toast.success(words.done);
        onClose();
        onDeleted?.();
      },
      onError: (error) => toast.error(serverMessage(error, COLLECTION_UI.loadFailed)),
    });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={words.title}
      description={words.body}
      dismissible={!remove.isPending}
      tone="danger"
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {COLLECTION_UI.cancel}
        </Button>
        <Button onClick={confirm} disabled={remove.isPending}>
          <TrashIcon /> {words.confirm}
        </Button>
      </div>
    </Modal>
  );
}
