import type { CurrentUser, LiveryDetail } from '@paddock/contract';
import { lazy, type ReactNode, type Ref, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { BelowTheFold } from '@/components/ui/below-the-fold';
import { ButtonLink } from '@/components/ui/button';
import { carClassColor } from '@/components/ui/class-badge';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon } from '@/components/ui/icons/common-icons';
import { ImageIcon } from '@/components/ui/icons/livery-icons';
import { ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { browsePath } from '@/config/livery-path';
import { useNearViewport } from '@/hooks/use-in-view-once';
import { useLivery } from '@/lib/queries/livery';
import { useForgetLivery } from '../api/delete-livery';
import { useLiveryDownload } from '../api/download-livery';
import { useToggleFavorite } from '../api/toggle-favorite';
import { detailErrorMessage } from '../lib/error-messages';
import { parseLiveryId } from '../lib/livery-meta';
import { LIVERY_PAGE_MESSAGES } from '../lib/messages';
import { useLiveryMeta } from '../lib/use-livery-meta';
import { LiveryMediaTabs } from './flat-view';
import { LiveryCreditCard } from './livery-credit';
import { LiveryDerivatives } from './livery-derivatives';
import { LiveryHeader } from './livery-header';
import { GetThisLivery, LiveryDetails, ManageLivery, RegionSpecifications } from './livery-sidebar';
import { RelatedLiveries } from './related-liveries';
import { ScreenshotStage, StaticScreenshot } from './screenshot-frame';
import { ScreenshotGallery } from './screenshot-gallery';

const loadReportModal = () => import('./report-modal');
const loadDeleteModal = () => import('./delete-modal');
// Below the description: the versions' code (and the contract file it reads, with zod) loads once
// the reader nears it (BelowTheFold), not between the page's render and its first paint.
const LiveryVersions = lazy(() => import('./livery-versions').then((m) => ({ default: m.LiveryVersions })));
const ReportModal = lazy(loadReportModal);
const DeleteModal = lazy(loadDeleteModal);

function DetailError({ message }: { message: string }) {
  return (
    <Container className="flex-1 py-12 sm:py-16">
      <h1 className="display-heading mb-6 text-4xl sm:text-5xl">Livery Details</h1>
      <ErrorNotice
        action={
          <ButtonLink to={browsePath()} variant="secondary">
            Back to Browse <ArrowRightIcon />
          </ButtonLink>
        }
      >
        {message}
      </ErrorNotice>
    </Container>
  );
}

function Screenshots({ livery }: { livery: LiveryDetail }) {
  const [first] = livery.screenshots;
  if (!first) {
    return (
      <ScreenshotStage className="grid place-items-center">
        <p className="flex flex-col items-center gap-3 text-ink-400">
          <ImageIcon className="size-10 text-carbon-500" />
          {LIVERY_PAGE_MESSAGES.noScreenshots}
        </p>
      </ScreenshotStage>
    );
  }
  if (livery.screenshots.length === 1) return <StaticScreenshot shot={first} title={livery.title} />;
  return <ScreenshotGallery screenshots={livery.screenshots} title={livery.title} />;
}

/** The versions section's frame, heading and loading line, while its code loads. */
function VersionsPlaceholder({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} className="min-w-0 rounded-xl border border-carbon-700 bg-carbon-850/90 p-5 sm:p-6">
      <h2 className="mb-4 font-display text-sm font-bold tracking-[0.2em] text-ink-300 uppercase">Versions</h2>
      <p className="text-ink-400">{LIVERY_PAGE_MESSAGES.versions.loading}</p>
    </section>
  );
}

/** 'You Might Also Like', below everything else: its cards render as the reader nears them. */
function LazyRelatedLiveries({ liveryId }: { liveryId: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      <RelatedLiveries liveryId={liveryId} enabled={near} />
    </div>
  );
}

/** What app/ composes into the page from other features (the Install in LMU controls). */
export type InstallSlot = (livery: LiveryDetail) => ReactNode;
/** The Follow button of features/notifications, below the livery's header. */
export type FollowSlot = (livery: LiveryDetail) => ReactNode;
/** The uploader's "Publish new version" (issue 19), from the upload feature. */
export type VersionSlot = (livery: LiveryDetail) => ReactNode;
/** Issue 19: the rating (beside the details) and the comments (under the description), from app/. */
export type LiverySlot = (livery: LiveryDetail) => ReactNode;

interface LoadedProps {
  livery: LiveryDetail;
  currentUser: CurrentUser | null;
  onDeleted: () => void | Promise<void>;
  installSlot?: InstallSlot;
  followSlot?: FollowSlot;
  versionSlot?: VersionSlot;
  ratingSlot?: LiverySlot;
  commentsSlot?: LiverySlot;
}

function LoadedLivery({
  livery,
  currentUser,
  onDeleted,
  installSlot,
  followSlot,
  versionSlot,
  ratingSlot,
  commentsSlot,
}: LoadedProps) {
  const accent = carClassColor(livery.carClassName);
  const { download, downloading } = useLiveryDownload(livery);
  const favorite = useToggleFavorite(livery, currentUser !== null);
  const forget = useForgetLivery();
  const [reportOpen, setReportOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Each modal's chunk is fetched the first time it is wanted, and kept mounted after.
  const [reportWanted, setReportWanted] = useState(false);
  const [deleteWanted, setDeleteWanted] = useState(false);
  // Issue 36: the liveries based on this one, opened from the Credit card.
  const [derivativesOpen, setDerivativesOpen] = useState(false);
  const isUploader = currentUser !== null && livery.uploader !== null && currentUser.id === livery.uploader.id;
  useLiveryMeta(livery);

  const openReport = () => {
    if (!currentUser) {
      toast.error(LIVERY_PAGE_MESSAGES.report.signIn);
      return;
    }
    setReportWanted(true);
    setReportOpen(true);
  };

  const openDelete = () => {
    setDeleteWanted(true);
    setDeleteOpen(true);
  };

  return (
    <Container className="flex-1 space-y-8 py-8 sm:py-10">
      <LiveryHeader livery={livery} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <LiveryMediaTabs livery={livery} screenshots={<Screenshots livery={livery} />} />
        </div>

        {/* On phones the download comes straight after the screenshots; on wide screens the spec's order. */}
        <aside
          aria-label="Livery information"
          className="flex flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <LiveryDetails livery={livery} />
          <LiveryCreditCard
            livery={livery}
            derivativesOpen={derivativesOpen}
            onToggleDerivatives={() => setDerivativesOpen((open) => !open)}
          />
          {ratingSlot?.(livery)}
          <RegionSpecifications livery={livery} />
          <GetThisLivery
            livery={livery}
            accent={accent}
            onDownload={download}
            downloading={downloading}
            onFavorite={favorite.toggle}
            favoritePending={favorite.pending}
            onReport={openReport}
            onIntentReport={() => void loadReportModal()}
            install={installSlot?.(livery)}
            // With the page's other actions, not on a row of its own above the screenshots (issue 34 §10).
            follow={followSlot?.(livery)}
          />
          {isUploader && (
            <ManageLivery livery={livery} onDelete={openDelete} onIntentDelete={() => void loadDeleteModal()} />
          )}
        </aside>

        {/* The description, then the comments (issue 19), under the screenshots on wide screens. */}
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2 lg:self-start">
          <section
            aria-labelledby="description-title"
            className="min-w-0 rounded-xl border border-carbon-700 bg-carbon-850/90 p-5 sm:p-6"
          >
            <h2
              id="description-title"
              className="mb-3 font-display text-sm font-bold tracking-[0.2em] text-ink-300 uppercase"
            >
              Description
            </h2>
            {livery.description.trim() ? (
              <p className="leading-relaxed break-words whitespace-pre-wrap text-ink-200">{livery.description}</p>
            ) : (
              <p className="text-ink-400 italic">{LIVERY_PAGE_MESSAGES.noDescription}</p>
            )}
          </section>
          {derivativesOpen && <LiveryDerivatives liveryId={livery.id} />}
          <BelowTheFold placeholder={(ref) => <VersionsPlaceholder ref={ref} />}>
            <LiveryVersions livery={livery} publish={isUploader ? versionSlot?.(livery) : undefined} />
          </BelowTheFold>
          {commentsSlot?.(livery)}
        </div>
      </div>

      <LazyRelatedLiveries liveryId={livery.id} />

      {reportWanted && (
        <Suspense fallback={null}>
          <ReportModal open={reportOpen} onOpenChange={setReportOpen} livery={livery} />
        </Suspense>
      )}
      {deleteWanted && (
        <Suspense fallback={null}>
          <DeleteModal
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            livery={livery}
            onDeleted={(id) => {
              // Forget it only once its page is gone, so nothing asks for it again meanwhile.
              void Promise.resolve(onDeleted()).then(() => forget(id));
            }}
          />
        </Suspense>
      )}
    </Container>
  );
}

interface LiveryDetailViewProps {
  /** The :id of the address, as typed. */
  rawId: string | undefined;
  currentUser: CurrentUser | null;
  /** Where to go once the livery is deleted (My Liveries). */
  onDeleted: () => void | Promise<void>;
  installSlot?: InstallSlot;
  followSlot?: FollowSlot;
  versionSlot?: VersionSlot;
  ratingSlot?: LiverySlot;
  commentsSlot?: LiverySlot;
}

/** The livery page: loading, error (with a way back to Browse) or the livery itself. */
export function LiveryDetailView({
  rawId,
  currentUser,
  onDeleted,
  installSlot,
  followSlot,
  versionSlot,
  ratingSlot,
  commentsSlot,
}: LiveryDetailViewProps) {
  const id = parseLiveryId(rawId);
  const livery = useLivery(id);

  if (id === null) return <DetailError message={LIVERY_PAGE_MESSAGES.invalidId} />;
  if (livery.isPending) {
    return (
      // A screen tall, so the footer is not painted in view and then pushed down by the livery.
      <Container className="min-h-dvh flex-1 py-12 sm:py-16">
        <LoadingNotice className="text-lg">{LIVERY_PAGE_MESSAGES.loading}</LoadingNotice>
      </Container>
    );
  }
  if (livery.isError) return <DetailError message={detailErrorMessage(livery.error, rawId ?? '')} />;
  return (
    <LoadedLivery
      key={livery.data.id}
      livery={livery.data}
      currentUser={currentUser}
      onDeleted={onDeleted}
      installSlot={installSlot}
      followSlot={followSlot}
      versionSlot={versionSlot}
      ratingSlot={ratingSlot}
      commentsSlot={commentsSlot}
    />
  );
}
