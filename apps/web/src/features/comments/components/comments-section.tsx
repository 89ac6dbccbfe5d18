import { COMMENT_ORDERS, type Comment, type CommentOrder, type CurrentUser } from '@paddock/contract';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { serverMessage } from '@/lib/error-messages';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { usePostComment } from '../api/post-comment';
import { COMMENTS_PAGE_MESSAGES } from '../lib/messages';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { ReportCommentModal } from './report-comment-modal';

const ORDER_LABELS: Record<CommentOrder, string> = { newest: 'Newest first', oldest: 'Oldest first' };

export interface CommentsSectionProps {
  liveryId: number;
  currentUser: CurrentUser | null;
  /** Where "Sign in to comment" goes (the login page, back to this livery after). */
  loginPath: string;
}

/** The livery page's comments: the form (or a sign-in link), the threads and "Load more". */
export function CommentsSection({ liveryId, currentUser, loginPath }: CommentsSectionProps) {
  const id = useId();
  const [order, setOrder] = useState<CommentOrder>('newest');
  const comments = useComments(liveryId, order);
  const post = usePostComment(liveryId);
  const remove = useDeleteComment(liveryId);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const signedIn = currentUser !== null;
  const threads = comments.data?.pages.flatMap((p) => p.items) ?? [];
  const total = comments.data?.pages[0]?.totalCount ?? 0;
  const fail = (error: unknown) => toast.error(serverMessage(error, COMMENTS_PAGE_MESSAGES.failed));

  const postComment = (body: string) =>
    post
      .mutateAsync({ body, parentId: null })
      .then(() => {
        toast.success(COMMENTS_PAGE_MESSAGES.posted);
        return true;
      })
      .catch((error) => {
        fail(error);
        return false;
      });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(COMMENTS_PAGE_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: fail,
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-xl border border-carbon-700 bg-carbon-850/90 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="font-display text-sm font-bold tracking-[0.2em] text-ink-300 uppercase">
          {COMMENTS_PAGE_MESSAGES.heading} {comments.data ? `(${total})` : ''}
        </h2>
        <div className="flex items-center gap-2 text-sm text-ink-300">
          <label htmlFor={`${id}-order`}>Sort</label>
          <Select
            id={`${id}-order`}
            value={order}
            onChange={(event) => setOrder(event.target.value as CommentOrder)}
            className="w-40"
          >
            {COMMENT_ORDERS.map((value) => (
              <option key={value} value={value}>
                {ORDER_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {signedIn ? (
        <CommentForm label="Add a comment" submitLabel="Post Comment" pending={post.isPending} onSubmit={postComment} />
      ) : (
        <p className="text-sm text-ink-300">
          <ButtonLink to={loginPath} variant="secondary" size="sm">
            {COMMENTS_PAGE_MESSAGES.signInToComment}
          </ButtonLink>
        </p>
      )}

      {comments.isPending ? (
        <LoadingNotice>{COMMENTS_PAGE_MESSAGES.loading}</LoadingNotice>
      ) : comments.isError ? (
        <ErrorNotice>{COMMENTS_PAGE_MESSAGES.loadFailed}</ErrorNotice>
      ) : threads.length === 0 ? (
        <p className="text-ink-400 italic">{COMMENTS_PAGE_MESSAGES.empty}</p>
      ) : (
        <ul aria-label="Comments" className="space-y-4">
          {threads.map((thread) => (
            <CommentThread
              key={thread.id}
              thread={thread}
              liveryId={liveryId}
              viewerId={currentUser?.id ?? null}
              onDelete={setDeleting}
              onReport={(comment) => setReporting(comment.id)}
            />
          ))}
        </ul>
      )}

      {comments.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void comments.fetchNextPage()}
            disabled={comments.isFetchingNextPage}
          >
            {comments.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}

      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Comment"
        description={COMMENTS_PAGE_MESSAGES.confirmDelete}
        tone="danger"
        dismissible={!remove.isPending}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setDeleting(null)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </Modal>
      <ReportCommentModal commentId={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}
