import type { AdminUser } from '@paddock/contract';
import { DeleteDialog, type DeleteDialogProps, type DeleteWords } from '../components/delete-dialog';
import { useBulkUsers, useDeleteUser } from './admin-users-api';
import { USER_MESSAGES } from './user-messages';

/** One user (from a row) or several (from the bulk bar). */
export interface UserDeleteTarget {
  ids: number[];
  user?: AdminUser;
}

const WORDS: DeleteWords = {
  titleOne: 'Delete user',
  titleMany: 'Delete selected users',
  confirmOne: USER_MESSAGES.confirmDelete,
  confirmMany: USER_MESSAGES.confirmBulkDelete,
  deleted: USER_MESSAGES.deleted,
  deletedMany: (count) => USER_MESSAGES.bulkDone('delete', count),
  failed: USER_MESSAGES.deleteFailed,
};

/** Asks before deleting; a refusal (self-protection, last admin) stays in the dialog as the server said it. */
export function UserDeleteDialog(props: DeleteDialogProps<UserDeleteTarget>) {
  return (
    <DeleteDialog
      oneOf={(target) => target.user}
      nameOf={(user) => user.username}
      words={WORDS}
      removeOne={useDeleteUser()}
      removeMany={useBulkUsers()}
      {...props}
    />
  );
}
