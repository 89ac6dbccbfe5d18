import type { DashboardStats } from '@paddock/contract';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ReactNode } from 'react';
import { Bar, Line } from 'react-chartjs-2';

// Only the parts these two charts draw, so the chunk stays small (Chart.js is tree-shakeable).
Chart.register(
  LineController,
  LineElement,
  PointElement,
  Filler,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

// The theme's colours (styles/index.css): Chart.js draws on a canvas and cannot read CSS variables.
const COLORS = {
  users: '#2dd4bf',
  liveries: '#e21d38',
  grid: 'rgba(59, 68, 82, 0.45)',
  ticks: '#9ba1aa',
  legend: '#d9d6cf',
} as const;

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const sum = (series: { count: number }[]) => series.reduce((total, day) => total + day.count, 0);

const axes = {
  x: { grid: { color: COLORS.grid }, ticks: { color: COLORS.ticks, maxRotation: 0, autoSkipPadding: 12 } },
  y: { beginAtZero: true, grid: { color: COLORS.grid }, ticks: { color: COLORS.ticks, precision: 0 } },
};

const lineOptions: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
  plugins: { legend: { labels: { color: COLORS.legend, boxWidth: 12 } } },
  scales: axes,
};

const barOptions: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  indexAxis: 'y',
  plugins: { legend: { display: false } },
  scales: { x: axes.y, y: { grid: { display: false }, ticks: { color: COLORS.legend } } },
};

function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 sm:p-5">
      <h2 id={id} className="font-display text-lg font-bold tracking-wide uppercase">
        {title}
      </h2>
      <div className="relative mt-4 h-64">{children}</div>
    </section>
  );
}

/** The dashboard's two charts; loaded on demand so Chart.js stays out of every other chunk. */
export default function DashboardCharts({ stats }: { stats: DashboardStats }) {
  const { newUsersLast30Days: users, newLiveriesLast30Days: liveries, topCarClasses: classes } = stats;
  const trend = {
    labels: users.map((day) => dayLabel.format(new Date(`${day.date}T00:00:00Z`))),
    datasets: [
      {
        label: 'New users',
        data: users.map((day) => day.count),
        borderColor: COLORS.users,
        backgroundColor: 'rgba(45, 212, 191, 0.12)',
        fill: true,
        tension: 0.3,
        pointRadius: 2,
      },
      {
        label: 'New liveries',
        data: liveries.map((day) => day.count),
        borderColor: COLORS.liveries,
        backgroundColor: 'rgba(226, 29, 56, 0.12)',
        fill: true,
        tension: 0.3,
        pointRadius: 2,
      },
    ],
  };
  const top = {
    labels: classes.map((c) => c.name),
    datasets: [{ label: 'Liveries', data: classes.map((c) => c.count), backgroundColor: COLORS.liveries }],
  };
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ChartCard id="chart-trend" title="Last 30 Days">
        <Line
          data={trend}
          options={lineOptions}
          role="img"
          aria-label={`New users and liveries per day over the last 30 days: ${sum(users)} users and ${sum(liveries)} liveries in total.`}
        />
      </ChartCard>
      <ChartCard id="chart-classes" title="Top Car Classes">
        {classes.length === 0 ? (
          <p className="grid h-full place-items-center text-sm text-ink-400">No liveries yet.</p>
        ) : (
          <Bar
            data={top}
            options={barOptions}
            role="img"
            aria-label={`Liveries per car class: ${classes.map((c) => `${c.name} ${c.count}`).join(', ')}.`}
          />
        )}
      </ChartCard>
    </div>
  );
}
