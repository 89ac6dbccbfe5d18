import type { CurrentUser, LiveryDetail } from '@paddock/contract';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-messages';
import { useMyRating, useSetRating } from '../api/rating';
import { RATING_MESSAGES } from '../lib/first-view-messages';

const STARS = [1, 2, 3, 4, 5] as const;

/** "★ 4.3 · 12 ratings", or that there are none yet. */
export function RatingSummary({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <p className="text-sm text-ink-400">{RATING_MESSAGES.noRatings}</p>;
  return (
    <p className="text-sm text-ink-200">
      <span aria-hidden="true" className="text-signal-400">
        ★{' '}
      </span>
      <span className="font-semibold text-ink-50">{average.toFixed(1)}</span>
      <span className="sr-only"> out of 5</span> · {count} {count === 1 ? 'rating' : 'ratings'}
    </p>
  );
}

interface StarRatingProps {
  livery: LiveryDetail;
  currentUser: CurrentUser | null;
  loginPath: string;
}

/**
 * The livery's average and count, and for members a 1–5 star radio group (arrow keys move between
 * stars, as in any radio group) to set or change their rating, with a button to remove it.
 */
export function StarRating({ livery, currentUser, loginPath }: StarRatingProps) {
  const id = useId();
  const signedIn = currentUser !== null;
  const isUploader = signedIn && livery.uploader?.id === currentUser.id;
  const mine = useMyRating(livery.id, signedIn && !isUploader);
  const setRating = useSetRating(livery.id);
  const stars = mine.data?.stars ?? null;

  const choose = (value: number | null) =>
    setRating.mutate(value, {
      onSuccess: () => toast.success(value === null ? RATING_MESSAGES.ratingRemoved : RATING_MESSAGES.rated(value)),
      onError: (error) => toast.error(serverMessage(error, RATING_MESSAGES.failed)),
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-carbon-700 bg-carbon-850/90 p-5"
    >
      <h2 id={`${id}-title`} className="font-display text-sm font-bold tracking-[0.2em] text-ink-300 uppercase">
        {RATING_MESSAGES.ratingHeading}
      </h2>
      <RatingSummary average={livery.ratingAverage} count={livery.ratingCount} />
      {!signedIn ? (
        <Link to={loginPath} className="text-sm font-medium text-race-300 underline underline-offset-2">
          {RATING_MESSAGES.signInToRate}
        </Link>
      ) : isUploader ? (
        <p className="text-sm text-ink-400">{RATING_MESSAGES.ownLivery}</p>
      ) : (
        <fieldset disabled={setRating.isPending || mine.isPending} className="space-y-2">
          <legend className="text-sm font-semibold text-ink-200">Your rating</legend>
          <div className="flex items-center gap-1">
            {STARS.map((value) => (
              <label
                key={value}
                className={clsx(
                  'cursor-pointer rounded text-3xl leading-none transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-race-500',
                  stars !== null && value <= stars ? 'text-signal-400' : 'text-carbon-500 hover:text-signal-400/70',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-stars`}
                  value={value}
                  checked={stars === value}
                  onChange={() => choose(value)}
                  className="sr-only"
                />
                <span aria-hidden="true">★</span>
                <span className="sr-only">
                  {value} {value === 1 ? 'star' : 'stars'}
                </span>
              </label>
            ))}
          </div>
          {stars !== null && (
            <Button variant="ghost" size="sm" onClick={() => choose(null)}>
              Remove my rating
            </Button>
          )}
        </fieldset>
      )}
    </section>
  );
}
