import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { ShieldIcon } from '@/components/ui/icons/common-icons';
import { paths } from '@/config/paths';

interface SiteNavLinksProps {
  isAdmin: boolean;
  variant: 'bar' | 'panel';
}

const styles = {
  bar: (active: boolean) =>
    clsx(
      'relative flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors',
      'after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:origin-left after:bg-race-500 after:transition-transform',
      active ? 'text-ink-50 after:scale-x-100' : 'text-ink-300 after:scale-x-0 hover:text-ink-50',
    ),
  panel: (active: boolean) =>
    clsx(
      'flex h-12 items-center gap-3 rounded-md border-l-2 px-4 font-display text-lg font-bold tracking-wide uppercase italic',
      active ? 'border-race-500 bg-carbon-800 text-ink-50' : 'border-transparent text-ink-200 hover:bg-carbon-800/60',
    ),
};

/** Home, Browse Liveries and (admins only) Admin Panel, as a bar or as the mobile panel list. */
export function SiteNavLinks({ isAdmin, variant }: SiteNavLinksProps) {
  const className = ({ isActive }: { isActive: boolean }) => styles[variant](isActive);
  return (
    <>
      <NavLink to={paths.home.path} end className={className}>
        Home
      </NavLink>
      <NavLink to={paths.browseLiveries.path} className={className}>
        Browse Liveries
      </NavLink>
      {isAdmin && (
        <NavLink to={paths.admin.path} className={className}>
          <ShieldIcon className="size-4 text-signal-400" />
          Admin Panel
        </NavLink>
      )}
    </>
  );
}
