import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { LogOutIcon } from '@/components/ui/icons/common-icons';
import { CollapseIcon, ExpandIcon } from '../layout/admin-icons';
import { ADMIN_NAV } from '../layout/admin-nav';
import { PendingReportsBadge } from '../layout/pending-reports-badge';
import { useAdminLogout } from '../layout/use-admin-logout';

interface AdminSidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  className?: string;
}

const itemClasses = (collapsed: boolean) =>
  clsx(
    'relative flex h-10 items-center gap-3 rounded-md text-sm font-semibold whitespace-nowrap transition-colors [&_svg]:size-[1.15rem] [&_svg]:shrink-0',
    collapsed ? 'justify-center px-0' : 'px-3',
  );

/** The admin panel's sidebar on wide screens: grouped links, the pending-report badge, collapse and logout. */
export function AdminSidebar({ collapsed, onToggleCollapsed, className }: AdminSidebarProps) {
  const { logout, loggingOut } = useAdminLogout();
  return (
    <aside
      aria-label="Admin Panel"
      className={clsx(
        'self-start rounded-xl border border-carbon-700 bg-carbon-850/80 p-2 lg:sticky lg:top-[calc(4rem+3px+1.5rem)]',
        className,
      )}
    >
      <nav aria-label="Admin" className="flex flex-col gap-4">
        {ADMIN_NAV.map((group) => (
          <div key={group.title} className="flex flex-col gap-0.5">
            {collapsed ? (
              <hr className="mx-2 my-1 border-carbon-700 first:hidden" />
            ) : (
              <p className="eyebrow px-3 pt-2 pb-1.5 text-signal-400">{group.title}</p>
            )}
            {group.links.map(({ label, to, icon: Icon, pendingBadge }) => (
              <NavLink
                key={to}
                to={to}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  clsx(
                    itemClasses(collapsed),
                    isActive
                      ? 'bg-carbon-700 text-ink-50 shadow-[inset_3px_0_0_var(--color-race-500)]'
                      : 'text-ink-300 hover:bg-carbon-800 hover:text-ink-50',
                  )
                }
              >
                <Icon />
                <span className={clsx(collapsed && 'sr-only')}>{label}</span>
                {pendingBadge && <PendingReportsBadge compact={collapsed} />}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
      <div className="mt-4 flex flex-col gap-0.5 border-t border-carbon-700 pt-2">
        <button
          type="button"
          onClick={onToggleCollapsed}
          title={collapsed ? 'Expand sidebar' : undefined}
          className={clsx(itemClasses(collapsed), 'text-ink-400 hover:bg-carbon-800 hover:text-ink-50')}
        >
          {collapsed ? <ExpandIcon /> : <CollapseIcon />}
          <span className={clsx(collapsed && 'sr-only')}>{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
        </button>
        <button
          type="button"
          onClick={logout}
          disabled={loggingOut}
          title={collapsed ? 'Logout' : undefined}
          className={clsx(
            itemClasses(collapsed),
            'text-ink-400 hover:bg-race-500/10 hover:text-race-300 disabled:opacity-50',
          )}
        >
          <LogOutIcon />
          <span className={clsx(collapsed && 'sr-only')}>{loggingOut ? 'Logging out...' : 'Logout'}</span>
        </button>
      </div>
    </aside>
  );
}
