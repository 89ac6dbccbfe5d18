import type { LiveryListItem } from '@paddock/contract';
import { DeleteDialog, type DeleteDialogProps, type DeleteWords } from '../components/delete-dialog';
import { useBulkLiveries, useDeleteLivery } from './admin-liveries-api';
import { ADMIN_LIVERY_MESSAGES } from './livery-messages';

/** One livery (from a row) or several (from the bulk panel). */
export interface LiveryDeleteTarget {
  ids: number[];
  livery?: LiveryListItem;
}

const WORDS: DeleteWords = {
  titleOne: 'Delete livery',
  titleMany: 'Delete selected liveries',
  confirmOne: ADMIN_LIVERY_MESSAGES.confirmDelete,
  confirmMany: ADMIN_LIVERY_MESSAGES.confirmBulkDelete,
  deleted: ADMIN_LIVERY_MESSAGES.deleted,
  deletedMany: ADMIN_LIVERY_MESSAGES.bulkDeleted,
  failed: ADMIN_LIVERY_MESSAGES.deleteFailed,
};

/** Asks before deleting liveries; a failure stays in the dialog with the server's reason. */
export function LiveryDeleteDialog(props: DeleteDialogProps<LiveryDeleteTarget>) {
  return (
    <DeleteDialog
      oneOf={(target) => target.livery}
      nameOf={(livery) => livery.title}
      words={WORDS}
      removeOne={useDeleteLivery()}
      removeMany={useBulkLiveries()}
      {...props}
    />
  );
}
