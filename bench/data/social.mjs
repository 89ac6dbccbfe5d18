// Issue 19's comments and ratings in the bench data: about 3 % of liveries are discussed (around
// 20 comments, a quarter of them replies, and around 50 ratings); the rest have none, as on a real
// site. Its own random stream, so the other tables are the same as without it.
import { createRandom, distinct } from './distributions.mjs';

const DISCUSSED_SHARE = 0.03;
const DAY = 24 * 60 * 60 * 1000;
const LINES = [
  'Lovely work on the sponsor placement.',
  'Does it hold up under the night lighting at Le Mans?',
  'Ran it in our league race, looks great in the mirrors.',
  'The number board reads well from the chase cam.',
  'Any chance of a version for the GT3 car?',
  'Thanks! Took a few evenings to get the stripes right.',
];
/** The contract's ratingScoreOf (schemas/comments.ts): C = 10 votes at 3.5, stored ×10,000. */
const ratingScore = (count, sum) => (count > 0 ? Math.floor((10 * 3.5 * 10_000 + sum * 10_000) / (10 + count)) : 0);

export function createSocial({ seed, users, firstUser }) {
  const random = createRandom(seed + 19);
  let commentId = 0;
  const discussedIds = [];
  return {
    discussedIds,
    /** Adds the livery's comment and rating rows to `batch`; answers rating_count, rating_sum, rating_score. */
    forLivery(batch, liveryId, uploaderId, uploaded) {
      if (random.next() >= DISCUSSED_SHARE) return [0, 0, 0];
      discussedIds.push(liveryId);
      const since = Date.parse(uploaded);
      const at = () => new Date(since + random.int(1, 30) * DAY * random.next()).toISOString();
      const member = () => firstUser + random.int(0, users - 1);
      let sum = 0;
      let count = 0;
      for (const u of distinct(random, users, random.int(30, 70))) {
        const memberId = firstUser + u;
        if (memberId === uploaderId) continue;
        const stars = Math.min(5, Math.max(1, Math.round(3.6 + (random.next() - 0.4) * 3)));
        const when = at();
        batch.livery_rating.push([liveryId, memberId, stars, when, when]);
        sum += stars;
        count += 1;
      }
      const topLevel = [];
      for (let i = random.int(12, 28); i > 0; i -= 1) {
        commentId += 1;
        const isReply = topLevel.length > 0 && random.next() < 0.25;
        const parentId = isReply ? random.pick(topLevel) : null;
        batch.livery_comment.push([commentId, liveryId, parentId, member(), random.pick(LINES), at()]);
        if (!isReply) topLevel.push(commentId);
      }
      return [count, sum, ratingScore(count, sum)];
    },
  };
}
