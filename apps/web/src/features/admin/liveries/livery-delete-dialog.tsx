import type { LiveryListItem } from '@paddock/contract';
import { toast } from 'sonner';
import { failureDetail } from '@/lib/error-messages';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useErrorFor } from '../components/use-error-for';
import { useBulkLiveries, useDeleteLivery } from './admin-liveries-api';
import { ADMIN_LIVERY_MESSAGES } from './livery-messages';

/** One livery (from a row) or several (from the bulk panel). */
export interface LiveryDeleteTarget {
  ids: number[];
  livery?: LiveryListItem;
}

/** Asks before deleting liveries; a failure stays in the dialog with the server's reason. */
export function LiveryDeleteDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: LiveryDeleteTarget | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const removeOne = useDeleteLivery();
  const removeMany = useBulkLiveries();
  const [error, setError] = useErrorFor(target);

  const fail = (failure: unknown) => setError(ADMIN_LIVERY_MESSAGES.deleteFailed(failureDetail(failure)));
  const done = (message: string) => {
    toast.success(message);
    onDeleted();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    setError(null);
    if (target.livery) {
      const { title } = target.livery;
      removeOne.mutate(target.livery.id, {
        onSuccess: () => done(ADMIN_LIVERY_MESSAGES.deleted(title)),
        onError: fail,
      });
    } else {
      removeMany.mutate(
        { ids: target.ids, action: 'delete' },
        { onSuccess: ({ updated }) => done(ADMIN_LIVERY_MESSAGES.bulkDeleted(updated)), onError: fail },
      );
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.livery ? 'Delete livery' : 'Delete selected liveries'}
      message={
        target?.livery
          ? ADMIN_LIVERY_MESSAGES.confirmDelete(target.livery.title)
          : ADMIN_LIVERY_MESSAGES.confirmBulkDelete(target?.ids.length ?? 0)
      }
      confirmLabel="Delete"
      busy={removeOne.isPending || removeMany.isPending}
      busyLabel="Deleting..."
      error={error}
      onConfirm={confirm}
    />
  );
}
