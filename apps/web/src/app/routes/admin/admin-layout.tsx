import { clsx } from 'clsx';
import { Outlet } from 'react-router';
import { AdminSidebar } from '@/features/admin/components/admin-sidebar';
import { AdminHeader } from '@/features/admin/layout/admin-header';
import { AdminMobileNav } from '@/features/admin/layout/admin-mobile-nav';
import { useSidebarCollapsed } from '@/features/admin/layout/use-sidebar-collapsed';

/** The admin panel (spec §2 Admin layout): sidebar (a drop-down bar on small screens), header, page. */
export default function AdminLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  return (
    <div className="mx-auto w-full max-w-[96rem] flex-1 px-4 pb-14 sm:px-6 lg:pt-8">
      <AdminMobileNav className="lg:hidden" />
      <div
        className={clsx(
          'lg:grid lg:gap-6',
          collapsed ? 'lg:grid-cols-[3.5rem_minmax(0,1fr)]' : 'lg:grid-cols-[13.5rem_minmax(0,1fr)]',
        )}
      >
        <AdminSidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} className="hidden lg:block" />
        <div className="min-w-0">
          <AdminHeader />
          <Outlet />
        </div>
      </div>
    </div>
  );
}
