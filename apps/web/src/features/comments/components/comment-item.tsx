import { type Comment, hiddenPlaceholderOf } from '@paddock/contract';
import { clsx } from 'clsx';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-messages';
import { useEditComment } from '../api/edit-comment';
import { useHideComment } from '../api/hide-comment';
import { COMMENTS_PAGE_MESSAGES } from '../lib/messages';
import { CommentBody } from './comment-body';
import { CommentForm } from './comment-form';

export interface CommentActions {
  /** Opens the reply box under this thread; absent where replies are not possible. */
  onReply?: () => void;
  onDelete: (comment: Comment) => void;
  onReport?: (comment: Comment) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** One comment: author, time, text (or its placeholder) and what the viewer may do with it. */
export function CommentItem({
  comment,
  liveryId,
  viewerId,
  actions,
}: {
  comment: Comment;
  liveryId: number;
  viewerId: number | null;
  actions: CommentActions;
}) {
  const [editing, setEditing] = useState(false);
  const edit = useEditComment(liveryId);
  const hide = useHideComment(liveryId);
  const fail = (error: unknown) => toast.error(serverMessage(error, COMMENTS_PAGE_MESSAGES.failed));

  const save = (body: string) =>
    edit
      .mutateAsync({ id: comment.id, body })
      .then(() => {
        toast.success(COMMENTS_PAGE_MESSAGES.edited);
        setEditing(false);
        return true;
      })
      .catch((error) => {
        fail(error);
        return false;
      });

  const toggleHidden = () =>
    hide.mutate(
      { id: comment.id, hidden: comment.state !== 'hidden' },
      {
        onSuccess: () =>
          toast.success(comment.state === 'hidden' ? COMMENTS_PAGE_MESSAGES.unhidden : COMMENTS_PAGE_MESSAGES.hidden),
        onError: fail,
      },
    );

  const hidden = comment.state === 'hidden';
  const placeholder =
    comment.state === 'deleted'
      ? COMMENTS_PAGE_MESSAGES.deletedPlaceholder
      : hidden && comment.body === ''
        ? hiddenPlaceholderOf(comment.hiddenBy)
        : null;
  // Its author still reads a hidden comment: tell them who hid it and that it is frozen.
  const hiddenFromOthers = hidden && comment.body !== '' && comment.author !== null && comment.author.id === viewerId;

  return (
    <article aria-label={`Comment by ${comment.author?.username ?? 'a former member'}`} className="space-y-2">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-ink-50">{comment.author?.username ?? 'Deleted comment'}</span>
        <time dateTime={comment.createdAt} className="text-xs text-ink-400">
          {dateFormat.format(new Date(comment.createdAt))}
        </time>
        {comment.editedAt && <span className="text-xs text-ink-400">(edited)</span>}
        {hidden && comment.body !== '' && (
          <span className="rounded bg-signal-500/15 px-1.5 py-0.5 text-xs font-semibold text-signal-400">Hidden</span>
        )}
      </header>
      {editing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save"
          initialBody={comment.body}
          pending={edit.isPending}
          onSubmit={save}
          onCancel={() => setEditing(false)}
          autoFocus
        />
      ) : placeholder ? (
        <p className="text-sm text-ink-400 italic">{placeholder}</p>
      ) : (
        <div className={clsx(hidden && 'opacity-70')}>
          <CommentBody body={comment.body} />
        </div>
      )}
      {hiddenFromOthers && (
        <p className="text-xs text-signal-400">
          {hiddenPlaceholderOf(comment.hiddenBy)} {COMMENTS_PAGE_MESSAGES.hiddenNoticeToAuthor}
        </p>
      )}
      {!editing && comment.state !== 'deleted' && (
        <div className="flex flex-wrap gap-1 text-xs">
          {actions.onReply && comment.state === 'visible' && (
            <Button variant="ghost" size="sm" onClick={actions.onReply}>
              Reply
            </Button>
          )}
          {comment.canEdit && !hidden && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          {comment.canDelete && (
            <Button variant="ghost" size="sm" onClick={() => actions.onDelete(comment)}>
              Delete
            </Button>
          )}
          {comment.canHide && (
            <Button variant="ghost" size="sm" onClick={toggleHidden} disabled={hide.isPending}>
              {comment.state === 'hidden' ? 'Unhide' : 'Hide'}
            </Button>
          )}
          {actions.onReport && !comment.canDelete && comment.state === 'visible' && (
            <Button variant="ghost" size="sm" onClick={() => actions.onReport?.(comment)}>
              Report
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
