import { toast } from 'sonner';
import { failureDetail } from '@/lib/error-messages';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useErrorFor } from '../components/use-error-for';
import { useDeleteCatalogueItem } from './catalogue-api';
import type { CatalogueKind } from './catalogue-kinds';

/** Asks before deleting; the server's refusal (still in use: 409) stays in the dialog. */
export function CatalogueDeleteDialog<T extends { id: number; name: string }>({
  kind,
  target,
  onClose,
}: {
  kind: CatalogueKind<T>;
  target: T | null;
  onClose: () => void;
}) {
  const remove = useDeleteCatalogueItem(kind);
  const [error, setError] = useErrorFor(target);
  const confirm = () => {
    if (!target) return;
    setError(null);
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(kind.messages.deleted(target.name));
        onClose();
      },
      onError: (failure) => setError(kind.messages.deleteFailed(failureDetail(failure))),
    });
  };
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${kind.title.toLowerCase()}`}
      message={target ? kind.messages.confirmDelete(target.name) : ''}
      confirmLabel="Delete"
      busy={remove.isPending}
      busyLabel="Deleting..."
      error={error}
      onConfirm={confirm}
    />
  );
}
