import { ADMIN_COLLECTION_LIMITS, ADMIN_COLLECTION_MESSAGES, type CollectionSummary } from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form/form-controls';
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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
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
  const confirm = () => {
    if (moderating && !reason.trim()) return setReasonError(ADMIN_COLLECTION_MESSAGES.reasonRequired);
    remove.mutate(
      { id: collection.id, reason: moderating ? reason : undefined },
      {
        onSuccess: () => {
          toast.success(words.done);
          onClose();
          onDeleted?.();
        },
        onError: (error) => toast.error(serverMessage(error, COLLECTION_UI.loadFailed)),
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={words.title}
      description={words.body}
      dismissible={!remove.isPending}
      tone="danger"
    >
      {moderating && (
        <TextAreaField
          label={COLLECTION_UI.moderateReason}
          error={reasonError}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(undefined);
          }}
          maxLength={ADMIN_COLLECTION_LIMITS.reasonMax}
          rows={3}
          className="mb-4"
        />
      )}
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
