import type { PublicProfile } from '@paddock/contract';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { DownloadIcon, GridIcon } from '@/components/ui/icons/common-icons';
import { Icon } from '@/components/ui/icons/icon';
import { HeartIcon } from '@/components/ui/icons/livery-icons';
import { LiveryGrid, LiveryGridSkeleton } from '@/components/ui/livery-grid';
import { EmptyNotice, ErrorNotice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { usePublicProfile } from '../api/get-public-profile';
import { formatJoinDate, PROFILE_MESSAGES, parseUserId, pluralise, profileErrorMessage } from '../profile-messages';
import { useProfileMeta } from '../use-profile-meta';

const FALLBACK_TITLE = 'User Profile';
const FALLBACK_LEAD = 'The liveries this painter has shared with the community.';

/** What app/ composes into the profile from other features (the Follow button). */
export type ProfileFollowSlot = (profile: PublicProfile) => ReactNode;

/** A member's public page (spec member-site §2 User profile): who they are and what they shared. */
export function ProfileView({
  idParam,
  followSlot,
  collectionsSlot,
}: {
  idParam: string | undefined;
  followSlot?: ProfileFollowSlot;
  /** More of the member's public work from other features (their collections), below the liveries. */
  collectionsSlot?: (userId: number) => ReactNode;
}) {
  const id = parseUserId(idParam);
  const query = usePublicProfile(id);
  useProfileMeta(query.data);

  if (id === null) return <ProfileError message={PROFILE_MESSAGES.invalidId} />;
  if (query.isPending) {
    return (
      <PageShell eyebrow="Member profile" title={FALLBACK_TITLE} lead={FALLBACK_LEAD}>
        <p role="status" className="sr-only">
          Loading profile…
        </p>
        <LiveryGridSkeleton count={4} />
      </PageShell>
    );
  }
  if (query.isError) {
    const message = profileErrorMessage(query.error, id);
    const canRetry = message === PROFILE_MESSAGES.unknown;
    return <ProfileError message={message} onRetry={canRetry ? () => void query.refetch() : undefined} />;
  }
  return (
    <ProfileDetails profile={query.data} follow={followSlot?.(query.data)} extra={collectionsSlot?.(query.data.id)} />
  );
}

function ProfileError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <PageShell eyebrow="Member profile" title={FALLBACK_TITLE} lead={FALLBACK_LEAD}>
      <ErrorNotice
        action={
          <div className="flex shrink-0 flex-wrap gap-2">
            {onRetry && (
              <Button variant="secondary" onClick={onRetry}>
                Try Again
              </Button>
            )}
            <ButtonLink to={paths.browseLiveries.path}>Back to Browse</ButtonLink>
          </div>
        }
      >
        {message}
      </ErrorNotice>
    </PageShell>
  );
}

function ProfileDetails({ profile, follow, extra }: { profile: PublicProfile; follow?: ReactNode; extra?: ReactNode }) {
  const liveries = profile.uploadedLiveries;
  const downloads = liveries.reduce((sum, l) => sum + l.downloadCount, 0);
  const favourites = liveries.reduce((sum, l) => sum + l.favoriteCount, 0);

  return (
    <PageShell
      eyebrow="Member profile"
      title={profile.username}
      actions={follow}
      lead={
        <div className="flex items-start gap-4 sm:items-center sm:gap-5">
          <UserAvatar username={profile.username} className="size-12 rounded-lg text-xl! sm:size-14 sm:text-2xl!" />
          <dl className="flex flex-col gap-y-1.5 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6 sm:text-base">
            <Stat icon={<CalendarIcon />} label="Joined">
              {formatJoinDate(profile.dateRegistered)}
            </Stat>
            <Stat icon={<GridIcon />} label="Uploaded">
              {pluralise(liveries.length, 'livery', 'liveries')}
            </Stat>
            {liveries.length > 0 && (
              <>
                <Stat icon={<DownloadIcon />} label="Downloaded">
                  {pluralise(downloads, 'time', 'times')}
                </Stat>
                <Stat icon={<HeartIcon />} label="Favourited">
                  {pluralise(favourites, 'time', 'times')}
                </Stat>
              </>
            )}
          </dl>
        </div>
      }
    >
      <section aria-labelledby="profile-liveries-heading">
        <div className="mb-6 flex items-baseline justify-between gap-4 border-b border-carbon-700 pb-3">
          <h2 id="profile-liveries-heading" className="font-display text-2xl font-bold tracking-wide">
            Uploaded liveries
          </h2>
          <span className="text-sm text-ink-400 tabular-nums">{pluralise(liveries.length, 'livery', 'liveries')}</span>
        </div>
        {liveries.length === 0 ? (
          <EmptyNotice>
            <p className="text-lg font-semibold text-ink-50">{profile.username} hasn't uploaded any liveries yet.</p>
            <p className="mt-2">Check back later, or find something to race in among the community's other liveries.</p>
            <ButtonLink to={paths.browseLiveries.path} variant="secondary" className="mt-6">
              Browse Liveries
            </ButtonLink>
          </EmptyNotice>
        ) : (
          <LiveryGrid liveries={liveries} animate />
        )}
      </section>
      {extra}
    </PageShell>
  );
}

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2 [&_svg]:size-4 [&_svg]:text-race-400">
      {icon}
      <dt className="text-ink-400">{label}</dt>
      <dd className="font-semibold text-ink-50">{children}</dd>
    </div>
  );
}

function CalendarIcon() {
  return (
    <Icon>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </Icon>
  );
}
