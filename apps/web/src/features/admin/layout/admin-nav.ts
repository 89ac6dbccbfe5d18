import type { ComponentType, SVGProps } from 'react';
import { BrushIcon, FlagIcon, FolderIcon, UsersIcon } from '@/components/ui/icons/common-icons';
import { paths } from '@/config/paths';
import { CarIcon, ClassesIcon, CopiesIcon, GaugeIcon, HistoryIcon, InboxIcon, TagIcon } from './admin-icons';

export interface AdminNavLink {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The section title the admin header shows while this page is open (spec §2 Admin layout). */
  section: string;
  /** The Reports link carries the pending-report badge. */
  pendingBadge?: boolean;
}

export interface AdminNavGroup {
  title: string;
  links: AdminNavLink[];
}

export const ADMIN_PANEL_TITLE = 'Admin Panel';
const SYSTEM_SETTINGS = 'System Settings';

/** The sidebar, in groups: moderation pages, the catalogue under System Settings, then the inbox. */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    title: ADMIN_PANEL_TITLE,
    links: [
      { label: 'Dashboard', to: paths.adminDashboard.path, icon: GaugeIcon, section: 'Dashboard' },
      { label: 'Users', to: paths.adminUsers.path, icon: UsersIcon, section: 'User Management' },
      { label: 'Liveries', to: paths.adminLiveries.path, icon: BrushIcon, section: 'Livery Management' },
      {
        label: 'Reports',
        to: paths.adminReports.path,
        icon: FlagIcon,
        section: 'Reports & Moderation',
        pendingBadge: true,
      },
      // Issue 36 point 5: suspected copies, side by side with their originals.
      { label: 'Possible copies', to: paths.adminPossibleCopies.path, icon: CopiesIcon, section: 'Possible copies' },
      // Issue 34 §17: public collections, found without knowing where they are.
      { label: 'Collections', to: paths.adminCollections.path, icon: FolderIcon, section: 'Collections' },
      // Issue 34 §22: who did what and when.
      { label: 'Audit Log', to: paths.adminAudit.path, icon: HistoryIcon, section: 'Audit Log' },
    ],
  },
  {
    title: SYSTEM_SETTINGS,
    links: [
      { label: 'Car Classes', to: paths.adminCarClasses.path, icon: ClassesIcon, section: SYSTEM_SETTINGS },
      { label: 'Car Models', to: paths.adminCarModels.path, icon: CarIcon, section: SYSTEM_SETTINGS },
      { label: 'Tags', to: paths.adminTags.path, icon: TagIcon, section: SYSTEM_SETTINGS },
    ],
  },
  {
    title: 'Support',
    links: [{ label: 'Contact Inbox', to: paths.adminContactMessages.path, icon: InboxIcon, section: 'Contact Inbox' }],
  },
];

/** The section title of an admin path ('Admin Panel' for anything not in the sidebar). */
export function adminSectionTitle(pathname: string): string {
  for (const group of ADMIN_NAV) {
    const link = group.links.find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`));
    if (link) return link.section;
  }
  return ADMIN_PANEL_TITLE;
}
