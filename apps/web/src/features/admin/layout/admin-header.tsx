import { useLocation } from 'react-router';
import { useDashboardStats } from '../dashboard/dashboard-api';
import { ADMIN_PANEL_TITLE, adminSectionTitle } from './admin-nav';

const count = new Intl.NumberFormat('en');

function Total({ value, one, many }: { value: number | undefined; one: string; many: string }) {
  return (
    <li className="inline-flex items-baseline gap-1.5 rounded-md border border-carbon-700 bg-carbon-850/80 px-2.5 py-1">
      <span className="font-display text-base font-bold text-ink-50 tabular-nums">
        {value === undefined ? '–' : count.format(value)}
      </span>{' '}
      <span className="text-xs tracking-wide text-ink-400 uppercase">{value === 1 ? one : many}</span>
    </li>
  );
}

/** The strip above every admin page: where you are, and the site's real totals (GET /api/dashboard/stats). */
export function AdminHeader() {
  const { pathname } = useLocation();
  const { data } = useDashboardStats();
  const section = adminSectionTitle(pathname);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-carbon-700 pb-4">
      {/* Small screens name the section in the admin bar above. */}
      <p className="eyebrow hidden items-center gap-2 lg:flex">
        <span className="text-ink-400">{ADMIN_PANEL_TITLE}</span>
        {section !== ADMIN_PANEL_TITLE && (
          <>
            <span aria-hidden="true" className="text-carbon-500">
              /
            </span>
            <span>{section}</span>
          </>
        )}
      </p>
      <ul className="flex gap-2" aria-label="Site totals">
        <Total value={data?.totalUsers} one="user" many="users" />
        <Total value={data?.totalLiveries} one="livery" many="liveries" />
      </ul>
    </div>
  );
}
