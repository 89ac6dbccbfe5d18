import type { DashboardStats } from '@paddock/contract';
import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { BrushIcon, DownloadIcon, FlagIcon, UsersIcon } from '@/components/ui/icons/common-icons';
import { paths } from '@/config/paths';
import { formatCount } from '../components/format';

interface Card {
  label: string;
  value: number;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  accent: string;
  to?: string;
}

/** The four totals at the top of the dashboard: users, liveries, downloads and pending reports. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const cards: Card[] = [
    { label: 'Users', value: stats.totalUsers, icon: UsersIcon, accent: 'text-pit-400', to: paths.adminUsers.path },
    {
      label: 'Liveries',
      value: stats.totalLiveries,
      icon: BrushIcon,
      accent: 'text-race-400',
      to: paths.adminLiveries.path,
    },
    { label: 'Downloads', value: stats.totalDownloads, icon: DownloadIcon, accent: 'text-ink-200' },
    {
      label: 'Pending Reports',
      value: stats.pendingReports,
      icon: FlagIcon,
      accent: stats.pendingReports > 0 ? 'text-signal-400' : 'text-ink-200',
      to: paths.adminReports.path,
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, accent, to }) => {
        const body = (
          <>
            <span className="flex items-start justify-between gap-2">
              <span className="text-xs font-semibold tracking-wide text-ink-300 uppercase">{label}</span>
              <Icon className={clsx('size-5 shrink-0', accent)} />
            </span>
            <span className="mt-auto block pt-3 font-display text-3xl font-extrabold tabular-nums sm:text-4xl">
              {formatCount(value)}
            </span>
          </>
        );
        const card = 'flex h-full flex-col rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 sm:p-5';
        return (
          <li key={label}>
            {to ? (
              <Link to={to} className={clsx(card, 'transition-colors hover:border-carbon-500 hover:bg-carbon-800')}>
                {body}
              </Link>
            ) : (
              <div className={card}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
