import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { AdminSection } from '../components/admin-section';
import { PossibleCopiesCard } from '../possible-copies/possible-copies-card';
import { useDashboardStats } from './dashboard-api';
import { FingerprintsCard } from './fingerprints-card';
import { MailOutboxCard } from './mail-outbox-card';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';

// Chart.js is the heaviest thing in the panel: it loads only when the dashboard has data to draw.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

function ChartsPlaceholder() {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="h-[21.5rem] animate-pulse rounded-xl border border-carbon-700 bg-carbon-850/60" />
      <div className="h-[21.5rem] animate-pulse rounded-xl border border-carbon-700 bg-carbon-850/60" />
    </div>
  );
}

/** Spec §2 Admin Dashboard: four totals, the 30-day trend, the top 5 classes and recent activity. */
export function AdminDashboard() {
  const { data, isPending, isError, error, refetch, isFetching } = useDashboardStats();
  return (
    <AdminSection
      title="Dashboard"
      lead="Members, liveries, downloads and pending reports at a glance, with the trend of the last 30 days."
    >
      {isPending ? (
        <LoadingNotice>Loading the dashboard...</LoadingNotice>
      ) : isError ? (
        <ErrorNotice
          action={
            <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
              Try Again
            </Button>
          }
        >
          Could not load the dashboard: {error.message}
        </ErrorNotice>
      ) : (
        <>
          <StatCards stats={data} />
          <Suspense fallback={<ChartsPlaceholder />}>
            <DashboardCharts stats={data} />
          </Suspense>
          <RecentActivity activities={data.recentActivities} />
          <MailOutboxCard />
          <FingerprintsCard />
          <PossibleCopiesCard />
        </>
      )}
    </AdminSection>
  );
}
