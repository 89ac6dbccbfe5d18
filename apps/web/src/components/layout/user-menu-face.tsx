import { clsx } from 'clsx';
import { Badge } from '@/components/ui/badge';
import { ChevronDownIcon } from '@/components/ui/icons/common-icons';
import { UserAvatar } from './user-avatar';

/** The account menu button's frame, shared by the menu and its stand-in. */
export const userMenuButtonClass = clsx(
  'group flex h-10 items-center gap-2 rounded-md border border-carbon-600 bg-carbon-850/80 py-1 pr-2 pl-1',
  'text-sm font-semibold text-ink-50 transition-colors hover:border-carbon-500 data-[state=open]:border-race-500',
);

/**
 * What the account menu button shows: avatar, name (wide screens), ADMIN badge and chevron. The
 * header draws it while the menu's code loads, at the size the menu will have, so nothing beside
 * it moves when the menu arrives.
 */
export function UserMenuFace({ username, isAdmin }: { username: string; isAdmin: boolean }) {
  return (
    <>
      <UserAvatar username={username} />
      <span className="sr-only">Account menu for</span>{' '}
      <span className="sr-only max-w-36 truncate lg:not-sr-only">{username}</span>
      {isAdmin && <Badge className="nav:max-lg:hidden">ADMIN</Badge>}
      <ChevronDownIcon className="size-4 text-ink-400 transition-transform group-data-[state=open]:rotate-180" />
    </>
  );
}
