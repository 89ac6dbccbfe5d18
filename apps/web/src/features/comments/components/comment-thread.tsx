import { COMMENT_LIMITS, COMMENT_MESSAGES, type Comment, type CommentThread as Thread } from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/error-messages';
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
  const full = thread.replies.length >= COMMENT_LIMITS.repliesPerThread;

  const reply = (body: string) =>
    post
      .mutateAsync({ body, parentId: thread.id })
      .then(() => {
        toast.success(COMMENTS_PAGE_MESSAGES.replied);
        setReplying(false);
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
      {(thread.replies.length > 0 || replying) && (
        <ul aria-label="Replies" className="space-y-4 border-l-2 border-carbon-600 pl-4 sm:ml-2">
          {thread.replies.map((r) => (
            <li key={r.id}>
              <CommentItem comment={r} liveryId={liveryId} viewerId={viewerId} actions={actions} />
            </li>
          ))}
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
