import { clsx } from 'clsx';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon, LogOutIcon } from '@/components/ui/icons/common-icons';
import { ADMIN_NAV, adminSectionTitle } from './admin-nav';
import { PendingReportsBadge } from './pending-reports-badge';
import { useAdminLogout } from './use-admin-logout';

const PANEL_ID = 'admin-mobile-nav';

/** Small screens: a compact bar naming the section; it opens the admin links as a drop-down drawer. */
export function AdminMobileNav({ className }: { className?: string }) {
  const location = useLocation();
  // The drawer belongs to the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const { logout, loggingOut } = useAdminLogout();

  return (
    <div className={clsx('sticky top-[calc(4rem+3px)] z-30 -mx-4 mb-5 sm:-mx-6', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpenOn(open ? null : location.key)}
        className="flex h-12 w-full items-center gap-3 border-b border-carbon-700 bg-carbon-900/95 px-4 text-left backdrop-blur-md sm:px-6"
      >
        <span className="eyebrow text-signal-400">Admin</span>
        <span className="truncate font-display font-bold tracking-wide uppercase">
          {adminSectionTitle(location.pathname)}
        </span>
        <span className="sr-only">: open the admin menu</span>
        <span className="ml-auto flex items-center gap-2">
          <PendingReportsBadge />
          <ChevronDownIcon className={clsx('size-5 text-ink-400 transition-transform', open && 'rotate-180')} />
        </span>
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="animate-fade-up border-b border-carbon-700 bg-carbon-900/98 px-4 pt-3 pb-4 shadow-[0_20px_40px_-20px_rgb(0_0_0/0.9)] backdrop-blur-md sm:px-6"
      >
        <nav aria-label="Admin" className="grid grid-cols-2 gap-1">
          {ADMIN_NAV.flatMap((group) => group.links).map(({ label, to, icon: Icon, pendingBadge }) => (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) =>
                clsx(
                  'relative flex h-11 items-center gap-2.5 rounded-md px-3 text-sm font-semibold [&_svg]:size-4 [&_svg]:shrink-0',
                  isActive ? 'bg-carbon-700 text-ink-50' : 'text-ink-300 hover:bg-carbon-800',
                )
              }
            >
              <Icon />
              <span className="truncate">{label}</span>
              {pendingBadge && <PendingReportsBadge />}
            </NavLink>
          ))}
        </nav>
        <button
          type="button"
          onClick={logout}
          disabled={loggingOut}
          className="mt-3 flex h-11 w-full items-center gap-2.5 rounded-md border border-carbon-700 px-3 text-sm font-semibold text-ink-300 hover:text-race-300 disabled:opacity-50 [&_svg]:size-4"
        >
          <LogOutIcon /> {loggingOut ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </div>
  );
}
