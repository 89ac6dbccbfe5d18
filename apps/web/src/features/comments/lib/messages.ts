import { COMMENT_MESSAGES } from '@paddock/contract';

/** What the comments and ratings say on the page (the server's own messages come from the contract). */
export const COMMENTS_PAGE_MESSAGES = {
  heading: 'Comments',
  empty: 'No comments yet. Be the first to say something nice.',
  loading: 'Loading comments…',
  loadFailed: 'Comments could not be loaded. Please try again.',
  signInToComment: 'Sign in to comment',
  posted: 'Comment posted.',
  replied: 'Reply posted.',
  edited: 'Comment updated.',
  deleted: 'Comment deleted.',
  hidden: 'Comment hidden. Only you and the moderators can read it now.',
  unhidden: 'Comment shown again.',
  reported: 'Thanks, our moderators will look at this comment.',
  failed: 'Something went wrong. Please try again.',
  confirmDelete: 'Delete this comment? This cannot be undone.',
  hiddenPlaceholder: COMMENT_MESSAGES.hiddenPlaceholder,
  deletedPlaceholder: COMMENT_MESSAGES.deletedPlaceholder,
  ratingHeading: 'Rating',
  noRatings: 'No ratings yet',
  signInToRate: 'Sign in to rate',
  ownLivery: 'You cannot rate your own livery.',
  rated: (stars: number) => `You rated this livery ${stars} ${stars === 1 ? 'star' : 'stars'}.`,
  ratingRemoved: 'Your rating was removed.',
} as const;
