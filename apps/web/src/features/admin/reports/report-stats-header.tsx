import { clsx } from 'clsx';
import { formatCount } from '../components/format';
import { useReportStats } from '../layout/report-stats';

/** The counters above the reports (GET /api/reports/stats, the same entry as the sidebar badge). */
export function ReportStatsHeader() {
  const { data } = useReportStats();
  const counters = [
    { label: 'Pending', value: data?.pendingCount, accent: 'text-signal-400' },
    { label: 'Under Investigation', value: data?.investigatingCount, accent: 'text-race-400' },
    { label: 'Resolved', value: data?.resolvedCount, accent: 'text-pit-400' },
    { label: 'Dismissed', value: data?.dismissedCount, accent: 'text-ink-200' },
  ];
  return (
    <ul aria-label="Report counters" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {counters.map(({ label, value, accent }) => (
        <li key={label} className="rounded-xl border border-carbon-700 bg-carbon-850/80 px-4 py-3">
          <span className="block text-xs font-semibold tracking-wide text-ink-300 uppercase">{label}</span>
          <span className={clsx('mt-1 block font-display text-3xl font-extrabold tabular-nums', accent)}>
            {value === undefined ? '–' : formatCount(value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
