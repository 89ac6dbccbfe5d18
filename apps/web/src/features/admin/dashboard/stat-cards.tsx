import type { DashboardStats } from '@paddock/contract';
import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { BrushIcon, DownloadIcon, FlagIcon, UsersIcon } from '@/components/ui/icons/common-icons';
import { icon } from '@/components/ui/icons/icon';
import { paths } from '@/config/paths';
import { formatCount } from '../components/format';

/** A speech bubble (comments). */
const ChatIcon = icon(<path d="M4 5h16v11H9l-5 4z" />);

interface Card {
  label: string;
  value: number;
  /** A line under the value (the comments of the last 7 days). */
  note?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  accent: string;
  to?: string;
}

/** The totals at the top of the dashboard: users, liveries, downloads, pending reports and comments. */
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
    {
      label: 'Comments',
      value: stats.totalComments,
      note: `${formatCount(stats.commentsLast7Days)} in the last 7 days`,
      icon: ChatIcon,
      accent: 'text-ink-200',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {cards.map(({ label, value, note, icon: Icon, accent, to }) => {
        const body = (
          <>
            <span className="flex items-start justify-between gap-2">
              <span>
                <span className="block text-xs font-semibold tracking-wide text-ink-300 uppercase">{label}</span>
                {note && <span className="mt-0.5 block text-xs text-ink-400">{note}</span>}
              </span>
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
