import { ADMIN_COLLECTION_LIMITS, ADMIN_COLLECTION_MESSAGES, type CollectionSummary } from '@paddock/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form/form-controls';
import { Modal } from '@/components/ui/modal';
import { failureDetail } from '@/lib/error-messages';
import { ADMIN_COLLECTIONS_UI as UI, useRemoveCollection } from './collections-api';

/**
 * Asks for the reason the owner is sent, then removes the collection: from Admin → Collections and
 * from a collection's report (issue 34 §17), whose open reports the removal resolves.
 */
export function RemoveCollectionModal({
  collection,
  onClose,
  onRemoved,
}: {
  collection: Pick<CollectionSummary, 'id' | 'name' | 'ownerUsername'>;
  onClose: () => void;
  /** After the removal, before the dialog closes. */
  onRemoved?: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useRemoveCollection();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(ADMIN_COLLECTION_MESSAGES.reasonRequired);
    remove.mutate(
      { id: collection.id, reason },
      {
        onSuccess: () => {
          toast.success(UI.removed(collection.name));
          onRemoved?.();
          onClose();
        },
        onError: (failure) => toast.error(UI.removeFailed(failureDetail(failure))),
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={UI.removeTitle}
      description={UI.removeBody(collection.name, collection.ownerUsername ?? 'Unknown')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label={UI.reason}
          hint={UI.reasonHint}
          error={error}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          maxLength={ADMIN_COLLECTION_LIMITS.reasonMax}
          rows={3}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {UI.cancel}
          </Button>
          <Button type="submit" disabled={remove.isPending}>
            {UI.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
