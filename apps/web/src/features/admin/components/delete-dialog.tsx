import { toast } from 'sonner';
import { failureDetail } from '@/lib/error-messages';
import { ConfirmDialog } from './confirm-dialog';
import { useErrorFor } from './use-error-for';

/** What a list's delete says, for one row or for the selected ones. */
export interface DeleteWords {
  /** 'Delete livery' / 'Delete selected liveries'. */
  titleOne: string;
  titleMany: string;
  confirmOne: (name: string) => string;
  confirmMany: (count: number) => string;
  deleted: (name: string) => string;
  deletedMany: (count: number) => string;
  failed: (detail: string) => string;
}

/** What a list page gives its delete dialog: the row or selection to delete (null: closed). */
export interface DeleteDialogProps<Target> {
  target: Target | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** The part of a delete mutation the dialog uses (a bulk one may do more than delete). */
interface Removal<Input, Result> {
  isPending: boolean;
  mutate(input: Input, options: { onSuccess: (result: Result) => void; onError: (failure: unknown) => void }): void;
}

/**
 * Asks before deleting one row (from its row action) or the selected `ids` (from the bulk
 * bar); a refusal stays in the dialog with the server's reason, a success is a toast.
 */
export function DeleteDialog<Target extends { ids: number[] }, T extends { id: number }>({
  target,
  oneOf,
  nameOf,
  words,
  removeOne,
  removeMany,
  onClose,
  onDeleted,
}: DeleteDialogProps<Target> & {
  /** The row a row action picked; undefined for the bulk bar's selection. */
  oneOf: (target: Target) => T | undefined;
  nameOf: (one: T) => string;
  words: DeleteWords;
  removeOne: Removal<number, unknown>;
  removeMany: Removal<{ ids: number[]; action: 'delete' }, { updated: number }>;
}) {
  const [error, setError] = useErrorFor(target);
  const one = target ? oneOf(target) : undefined;
  const fail = (failure: unknown) => setError(words.failed(failureDetail(failure)));
  const done = (message: string) => {
    toast.success(message);
    onDeleted();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    setError(null);
    if (one) {
      const name = nameOf(one);
      removeOne.mutate(one.id, { onSuccess: () => done(words.deleted(name)), onError: fail });
    } else {
      removeMany.mutate(
        { ids: target.ids, action: 'delete' },
        { onSuccess: ({ updated }) => done(words.deletedMany(updated)), onError: fail },
      );
    }
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={one ? words.titleOne : words.titleMany}
      message={one ? words.confirmOne(nameOf(one)) : words.confirmMany(target?.ids.length ?? 0)}
      confirmLabel="Delete"
      busy={removeOne.isPending || removeMany.isPending}
      busyLabel="Deleting..."
      error={error}
      onConfirm={confirm}
    />
  );
}
