import { clsx } from 'clsx';
import { useLocation } from 'react-router';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { type FollowTarget, useFollowState, useToggleFollow } from '../api/follow';

const followers = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;

/**
 * Follow / Following for a creator (profile) or a livery (its page). Signed-out visitors get a
 * link to log in and come back; nobody sees it on their own profile.
 */
export function FollowButton({
  target,
  id,
  name,
  signedIn,
  hint,
  hintBelow = false,
  className,
}: {
  target: FollowTarget;
  id: number;
  /** The creator's username or the livery's title, for the button's accessible name. */
  name: string;
  signedIn: boolean;
  /** What following brings, shown beside the count. */
  hint?: string;
  /** The hint on a line of its own under the button (a narrow column, e.g. the livery's actions). */
  hintBelow?: boolean;
  className?: string;
}) {
  const state = useFollowState(target, id, signedIn);
  const toggle = useToggleFollow(target, id);
  const location = useLocation();
  if (!signedIn) {
    const back = `${location.pathname}${location.search}`;
    return (
      <ButtonLink
        to={`${paths.login.path}?redirect=${encodeURIComponent(back)}`}
        variant="secondary"
        size="sm"
        className={className}
      >
        Log in to follow
      </ButtonLink>
    );
  }
  const following = toggle.isPending ? toggle.variables : (state.data?.following ?? false);
  return (
    <div className={clsx('flex items-center gap-3', hintBelow && 'flex-wrap gap-y-1.5', className)}>
      <button
        type="button"
        aria-pressed={following}
        aria-label={`${following ? 'Following' : 'Follow'} ${name}`}
        disabled={state.isPending || toggle.isPending}
        onClick={() => toggle.mutate(!following)}
        className={buttonClasses(
          { variant: following ? 'secondary' : 'primary', size: 'sm' },
          following ? 'border-pit-500/60 text-pit-300' : undefined,
        )}
      >
        {following ? 'Following' : 'Follow'}
      </button>
      {state.data && <span className="text-sm text-ink-400 tabular-nums">{followers(state.data.followerCount)}</span>}
      {hint &&
        (hintBelow ? (
          <p className="basis-full text-sm text-ink-400">{hint}</p>
        ) : (
          <span className="text-sm text-ink-400 max-sm:hidden">· {hint}</span>
        ))}
    </div>
  );
}
