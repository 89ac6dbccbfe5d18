import type { CurrentUser } from '@paddock/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { FolderIcon, GridIcon, LogOutIcon, SettingsIcon } from '@/components/ui/icons/common-icons';
import { paths } from '@/config/paths';
import { UserAvatar } from './user-avatar';
import { UserMenuFace, userMenuButtonClass } from './user-menu-face';

const itemClass = clsx(
  'flex h-10 cursor-pointer items-center gap-3 rounded-md px-3 text-sm text-ink-200 outline-none select-none',
  'data-highlighted:bg-carbon-700 data-highlighted:text-ink-50 [&_svg]:size-4 [&_svg]:text-ink-400',
);

interface UserMenuProps {
  user: CurrentUser;
  /** From the auth state (useAuth), the one place that reads roles. */
  isAdmin: boolean;
  onLogout: () => void;
}

/** Desktop account menu. Radix closes it on outside clicks and Escape, and handles arrow-key focus. */
export function UserMenu({ user, isAdmin, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={userMenuButtonClass}>
        <UserMenuFace username={user.username} isAdmin={isAdmin} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 animate-fade-up rounded-lg border border-carbon-600 bg-carbon-850 p-1.5 shadow-2xl shadow-black/60"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 pt-2 pb-3">
            <UserAvatar username={user.username} className="size-9" />
            <span className="min-w-0">
              <span className="block text-xs text-ink-400">Signed in as</span>
              <span className="flex items-center gap-2">
                <span className="truncate font-semibold text-ink-50">{user.username}</span>
                {isAdmin && <Badge>ADMIN</Badge>}
              </span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-carbon-600" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.myLiveries.path}>
              <GridIcon /> My Liveries
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.myCollections.path}>
              <FolderIcon /> My Collections
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.settings.path}>
              <SettingsIcon /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="mx-1 my-1 h-px bg-carbon-600" />
          <DropdownMenu.Item onSelect={onLogout} className={clsx(itemClass, 'data-highlighted:text-race-300')}>
            <LogOutIcon /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
