import { COMMENT_LIMITS, COMMENT_MESSAGES, type Comment, type CommentThread as Thread } from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/error-messages';
import { useMoreReplies } from '../api/get-replies';
import { usePostComment } from '../api/post-comment';
import { COMMENTS_PAGE_MESSAGES } from '../lib/messages';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

interface CommentThreadProps {
  thread: Thread;
  liveryId: number;
  /** The signed-in member, or null for a visitor. */
  viewerId: number | null;
  onDelete: (comment: Comment) => void;
  onReport: (comment: Comment) => void;
}

/** A top-level comment, its replies (one level deep) and the box to reply to it. */
export function CommentThread({ thread, liveryId, viewerId, onDelete, onReport }: CommentThreadProps) {
  const signedIn = viewerId !== null;
  const [replying, setReplying] = useState(false);
  const post = usePostComment(liveryId);
  const actions = { onDelete, onReport: signedIn ? onReport : undefined };
  const full = thread.replyCount >= COMMENT_LIMITS.repliesPerThread;
  const more = useMoreReplies(liveryId, thread);
  const next = Math.min(more.remaining, COMMENT_LIMITS.repliesPageSize);

  const reply = (body: string) =>
    post
      .mutateAsync({ body, parentId: thread.id })
      .then(() => {
        toast.success(COMMENTS_PAGE_MESSAGES.replied);
        setReplying(false);
        // Past the replies the page brought, the new one is read on, so the member sees it.
        if (thread.replyCount >= COMMENT_LIMITS.repliesShown) more.showAll();
        return true;
      })
      .catch((error) => {
        toast.error(serverMessage(error, COMMENTS_PAGE_MESSAGES.failed));
        return false;
      });

  return (
    <li className="space-y-4 rounded-lg border border-carbon-700 bg-carbon-900/60 p-4">
      <CommentItem
        comment={thread}
        liveryId={liveryId}
        viewerId={viewerId}
        actions={{ ...actions, onReply: signedIn && !full ? () => setReplying(true) : undefined }}
      />
      {(more.replies.length > 0 || replying) && (
        <ul aria-label="Replies" className="space-y-4 border-l-2 border-carbon-600 pl-4 sm:ml-2">
          {more.replies.map((r) => (
            <li key={r.id}>
              <CommentItem comment={r} liveryId={liveryId} viewerId={viewerId} actions={actions} />
            </li>
          ))}
          {more.remaining > 0 && (
            <li>
              <button
                type="button"
                onClick={more.showMore}
                disabled={more.loading}
                aria-busy={more.loading}
                className="text-sm font-semibold text-race-300 underline-offset-2 hover:underline disabled:opacity-60"
              >
                {more.loading ? COMMENTS_PAGE_MESSAGES.loadingReplies : COMMENTS_PAGE_MESSAGES.showMoreReplies(next)}
              </button>
            </li>
          )}
          {full && signedIn && <li className="text-sm text-ink-400">{COMMENT_MESSAGES.threadFull}</li>}
          {replying && (
            <li>
              <CommentForm
                label={`Reply to ${thread.author?.username ?? 'this comment'}`}
                submitLabel="Post Reply"
                pending={post.isPending}
                onSubmit={reply}
                onCancel={() => setReplying(false)}
                autoFocus
              />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
