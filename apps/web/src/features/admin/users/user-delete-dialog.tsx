import type { AdminUser } from '@paddock/contract';
import { toast } from 'sonner';
import { failureDetail } from '@/lib/error-messages';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useErrorFor } from '../components/use-error-for';
import { useBulkUsers, useDeleteUser } from './admin-users-api';
import { USER_MESSAGES } from './user-messages';

/** One user (from a row) or several (from the bulk bar). */
export interface UserDeleteTarget {
  ids: number[];
  user?: AdminUser;
}

/** Asks before deleting; a refusal (self-protection, last admin) stays in the dialog as the server said it. */
export function UserDeleteDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: UserDeleteTarget | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const removeOne = useDeleteUser();
  const removeMany = useBulkUsers();
  const [error, setError] = useErrorFor(target);

  const busy = removeOne.isPending || removeMany.isPending;
  const fail = (failure: unknown) => setError(USER_MESSAGES.deleteFailed(failureDetail(failure)));
  const confirm = () => {
    if (!target) return;
    setError(null);
    const done = (message: string) => {
      toast.success(message);
      onDeleted();
      onClose();
    };
    if (target.user) {
      const { username } = target.user;
      removeOne.mutate(target.user.id, { onSuccess: () => done(USER_MESSAGES.deleted(username)), onError: fail });
    } else {
      removeMany.mutate(
        { ids: target.ids, action: 'delete' },
        { onSuccess: ({ updated }) => done(USER_MESSAGES.bulkDone('delete', updated)), onError: fail },
      );
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target?.user ? 'Delete user' : 'Delete selected users'}
      message={
        target?.user
          ? USER_MESSAGES.confirmDelete(target.user.username)
          : USER_MESSAGES.confirmBulkDelete(target?.ids.length ?? 0)
      }
      confirmLabel="Delete"
      busy={busy}
      busyLabel="Deleting..."
      error={error}
      onConfirm={confirm}
    />
  );
}
