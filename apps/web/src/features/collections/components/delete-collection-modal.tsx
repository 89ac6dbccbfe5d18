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
}

/** Asks before deleting; cannot be dismissed while the deletion runs. */
export function DeleteCollectionModal({ collection, onClose, onDeleted }: DeleteCollectionModalProps) {
  const remove = useDeleteCollection();
  const confirm = () =>
    remove.mutate(collection.id, {
      onSuccess: () => {
        toast.success(COLLECTION_UI.deleted);
        onClose();
        onDeleted?.();
      },
      onError: (error) => toast.error(serverMessage(error, COLLECTION_UI.loadFailed)),
    });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={COLLECTION_UI.deleteTitle}
      description={COLLECTION_UI.deleteBody(collection.name)}
      dismissible={!remove.isPending}
      tone="danger"
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {COLLECTION_UI.cancel}
        </Button>
        <Button onClick={confirm} disabled={remove.isPending}>
          <TrashIcon /> {COLLECTION_UI.deleteConfirm}
        </Button>
      </div>
    </Modal>
  );
}
