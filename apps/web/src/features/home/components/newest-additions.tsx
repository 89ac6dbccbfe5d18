import { lazy, Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ArrowRightIcon, UploadIcon } from '@/components/ui/icons/common-icons';
import { LiveryGrid, LiveryGridSkeleton } from '@/components/ui/livery-grid';
import { EmptyNotice, ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { REVEAL_DELAYS_MS, Reveal } from '@/components/ui/reveal';
import { paths } from '@/config/paths';
import { useLatestLiveries } from '../api/get-latest-liveries';
import { newestLayout } from '../lib/newest-layout';
import { CarouselTrack } from './carousel-track';

const NewestCarousel = lazy(() => import('./newest-carousel'));

function NewestList() {
  const latest = useLatestLiveries();

  if (latest.isPending) {
    return (
      <div className="space-y-6">
        <LoadingNotice>Loading latest liveries…</LoadingNotice>
        <LiveryGridSkeleton count={4} />
      </div>
    );
  }
  if (latest.isError) {
    return <ErrorNotice>Sorry, something went wrong: {latest.error.message || 'Failed to load liveries'}</ErrorNotice>;
  }

  const liveries = latest.data;
  switch (newestLayout(liveries.length)) {
    case 'empty':
      return (
        <EmptyNotice>
          <p className="text-lg text-ink-200">No liveries yet. Be the first to upload!</p>
          <ButtonLink to={paths.uploadLivery.path} className="mt-5">
            <UploadIcon /> Upload Livery
          </ButtonLink>
        </EmptyNotice>
      );
    case 'grid':
      return <LiveryGrid liveries={liveries} />;
    case 'carousel':
      return (
        <Suspense fallback={<CarouselTrack liveries={liveries} className="pb-11" />}>
          <NewestCarousel liveries={liveries} />
        </Suspense>
      );
  }
}

/** 'Newest Additions': the latest uploads, in a grid or (from three) a carousel. */
export function NewestAdditions() {
  return (
    <section aria-labelledby="newest-title" className="pt-16 sm:pt-20">
      <Container>
        <Reveal delay={REVEAL_DELAYS_MS[0]}>
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="eyebrow mb-3">Fresh from the paint shop</p>
              <h2 id="newest-title" className="display-heading text-4xl sm:text-5xl">
                Newest Additions
              </h2>
            </div>
            <ButtonLink to={paths.browseLiveries.path} variant="secondary">
              View All Liveries <ArrowRightIcon />
            </ButtonLink>
          </div>
          <NewestList />
        </Reveal>
      </Container>
    </section>
  );
}
