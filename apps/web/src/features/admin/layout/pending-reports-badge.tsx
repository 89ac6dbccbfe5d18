import { clsx } from 'clsx';
import { useReportStats } from './report-stats';

const count = new Intl.NumberFormat('en');

/**
 * The number of pending reports next to the Reports link. Screen readers hear "(3 pending)" as part
 * of the link's name; nothing shows while the count is 0 or unknown.
 */
export function PendingReportsBadge({ compact = false }: { compact?: boolean }) {
  const { data } = useReportStats();
  const pending = data?.pendingCount ?? 0;
  if (pending <= 0) return null;
  // The space keeps the link's name "Reports (3 pending)"; a flex container does not render it.
  return (
    <>
      {' '}
      <span
        aria-hidden="true"
        data-testid="pending-reports-badge"
        className={clsx(
          'grid min-w-5 place-items-center rounded-full bg-race-500 px-1.5 font-display text-[0.7rem] leading-5 font-bold text-white tabular-nums',
          compact ? 'absolute -top-1 -right-1 h-4 min-w-4 px-1 text-[0.6rem] leading-4' : 'ml-auto h-5',
        )}
      >
        {pending > 99 ? '99+' : count.format(pending)}
      </span>
      <span className="sr-only">({count.format(pending)} pending)</span>
    </>
  );
}
