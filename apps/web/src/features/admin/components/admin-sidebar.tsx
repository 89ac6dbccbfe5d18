import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { paths } from '@/app/paths';

const LINKS = [
  { label: 'Dashboard', to: paths.adminDashboard.path },
  { label: 'Users', to: paths.adminUsers.path },
  { label: 'Liveries', to: paths.adminLiveries.path },
  { label: 'Reports', to: paths.adminReports.path },
  { label: 'Car Classes', to: paths.adminCarClasses.path },
  { label: 'Car Models', to: paths.adminCarModels.path },
  { label: 'Tags', to: paths.adminTags.path },
  { label: 'Contact Inbox', to: paths.adminContactMessages.path },
];

export function AdminSidebar() {
  return (
    <aside className="lg:sticky lg:top-24 lg:self-start">
      <p className="eyebrow mb-3 px-3 text-signal-400">Admin Panel</p>
      <nav aria-label="Admin" className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:pb-0">
        {LINKS.map(({ label, to }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              clsx(
                'flex h-10 shrink-0 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                isActive
                  ? 'bg-carbon-700 text-ink-50 shadow-[inset_3px_0_0_var(--color-race-500)]'
                  : 'text-ink-300 hover:bg-carbon-800 hover:text-ink-50',
              )
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
