/**
 * What the livery page's first view says for this feature: the star rating, and the comments'
 * frame while their code loads. Apart from messages.ts, which reads the contract's comment schemas
 * file (and so zod): the comments section itself loads after the first view.
 */
export const COMMENTS_FRAME_MESSAGES = {
  heading: 'Comments',
  loading: 'Loading comments…',
} as const;

export const RATING_MESSAGES = {
  ratingHeading: 'Rating',
  noRatings: 'No ratings yet',
  signInToRate: 'Sign in to rate',
  ownLivery: 'You cannot rate your own livery.',
  rated: (stars: number) => `You rated this livery ${stars} ${stars === 1 ? 'star' : 'stars'}.`,
  ratingRemoved: 'Your rating was removed.',
  failed: 'Something went wrong. Please try again.',
} as const;
