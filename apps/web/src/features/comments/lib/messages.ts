import { COMMENT_MESSAGES } from '@paddock/contract';
import { COMMENTS_FRAME_MESSAGES, RATING_MESSAGES } from './first-view-messages';

/** What the comments and ratings say on the page (the server's own messages come from the contract). */
export const COMMENTS_PAGE_MESSAGES = {
  ...COMMENTS_FRAME_MESSAGES,
  empty: 'No comments yet. Be the first to say something nice.',
  loadFailed: 'Comments could not be loaded. Please try again.',
  signInToComment: 'Sign in to comment',
  posted: 'Comment posted.',
  replied: 'Reply posted.',
  /** Issue 34 §23: a thread's further replies come on request. */
  showMoreReplies: (n: number) => `Show ${n} more ${n === 1 ? 'reply' : 'replies'}`,
  loadingReplies: 'Loading replies…',
  edited: 'Comment updated.',
  deleted: 'Comment deleted.',
  hidden: 'Comment hidden. Only you and the moderators can read it now.',
  unhidden: 'Comment shown again.',
  reported: 'Thanks, our moderators will look at this comment.',
  confirmDelete: 'Delete this comment? This cannot be undone.',
  hiddenNoticeToAuthor: COMMENT_MESSAGES.hiddenNoticeToAuthor,
  deletedPlaceholder: COMMENT_MESSAGES.deletedPlaceholder,
  // The rating's texts, and `failed`, shared with the comments.
  ...RATING_MESSAGES,
} as const;
