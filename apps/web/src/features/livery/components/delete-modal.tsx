import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons/livery-icons';
import { Modal } from '@/components/ui/modal';
import { ErrorNotice } from '@/components/ui/notice';
import { useDeleteLivery } from '../api/delete-livery';
import { deleteErrorMessage } from '../lib/error-messages';
import { LIVERY_PAGE_MESSAGES } from '../lib/messages';

export interface DeleteModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  livery: { id: number; title: string } | undefined;
  /** Called after the success toast; the page moves on (to My Liveries). */
  onDeleted: (id: number) => void;
}

const CONSEQUENCES = [
  'It is removed from your account and from every list on Paddock.',
  'All of its files and screenshots are deleted.',
  "It disappears from other members' favourites.",
];

/** Delete Livery: spells out what deleting means; cannot be dismissed while the deletion runs. */
export default function DeleteModal({ open, onOpenChange, livery, onDeleted }: DeleteModalProps) {
  const remove = useDeleteLivery();
  const { reset } = remove;
  const [guardError, setGuardError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    reset();
    setGuardError(null);
  }, [open, reset]);

  const confirm = () => {
    if (!livery?.id) {
      setGuardError(LIVERY_PAGE_MESSAGES.delete.cannot);
      return;
    }
    const { id, title } = livery;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(LIVERY_PAGE_MESSAGES.delete.success(title));
        onOpenChange(false);
        onDeleted(id);
      },
    });
  };

  const error = guardError ?? (remove.isError ? deleteErrorMessage(remove.error) : null);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!remove.isPending}
      tone="danger"
      title="Delete Livery"
      description={
        <>
          You are about to delete <strong className="text-ink-50">“{livery?.title}”</strong>.
        </>
      }
    >
      <div className="space-y-5">
        <ul className="space-y-2.5 text-sm text-ink-200">
          {CONSEQUENCES.map((text) => (
            <li key={text} className="flex gap-3">
              <span aria-hidden="true" className="mt-1.5 h-2 w-1 shrink-0 -skew-x-12 bg-race-500" />
              {text}
            </li>
          ))}
        </ul>
        <p className="rounded-md border border-race-500/40 bg-race-500/10 px-4 py-3 text-sm font-semibold text-race-300">
          This is permanent and cannot be undone.
        </p>
        {error && <ErrorNotice>{error}</ErrorNotice>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={remove.isPending} aria-busy={remove.isPending}>
            <TrashIcon /> {remove.isPending ? 'Deleting…' : 'Delete Permanently'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
