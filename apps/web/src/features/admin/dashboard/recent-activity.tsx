import type { DashboardStats } from '@paddock/contract';
import type { ComponentType, SVGProps } from 'react';
import { BrushIcon, FlagIcon, UsersIcon } from '@/components/ui/icons/common-icons';
import { EmptyNotice } from '@/components/ui/notice';
import { formatDateTime } from '../components/format';
import { InboxIcon } from '../layout/admin-icons';
import { timeAgo } from '../layout/relative-time';

type Activity = DashboardStats['recentActivities'][number];

const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  user: UsersIcon,
  livery: BrushIcon,
  report: FlagIcon,
  contact: InboxIcon,
};

/** The latest sign-ups, uploads, reports and admin actions, newest first, with how long ago. */
export function RecentActivity({ activities, now = new Date() }: { activities: Activity[]; now?: Date }) {
  return (
    <section
      aria-labelledby="recent-activity"
      className="rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 sm:p-5"
    >
      <h2 id="recent-activity" className="font-display text-lg font-bold tracking-wide uppercase">
        Recent Activity
      </h2>
      {activities.length === 0 ? (
        <EmptyNotice className="mt-4 py-8">Nothing has happened yet.</EmptyNotice>
      ) : (
        <ol className="mt-3 divide-y divide-carbon-700/70">
          {activities.map((activity) => {
            const Icon = ICONS[activity.type] ?? FlagIcon;
            return (
              <li key={activity.id} className="flex items-start gap-3 py-3">
                <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-carbon-700 text-ink-300">
                  <Icon className="size-4" />
                </span>
                <p className="min-w-0 flex-1 text-sm break-words text-ink-200">{activity.text}</p>
                <time
                  dateTime={activity.timestamp}
                  title={formatDateTime(activity.timestamp)}
                  className="shrink-0 pt-0.5 text-xs whitespace-nowrap text-ink-400"
                >
                  {timeAgo(activity.timestamp, now)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
