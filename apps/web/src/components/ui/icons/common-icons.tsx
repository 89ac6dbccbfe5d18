import { icon } from '@/components/ui/icons/icon';

export const SearchIcon = icon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-3.6-3.6" />);

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h10" />);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);

export const UploadIcon = icon(
  <path d="M12 15V4m0 0-4 4m4-4 4 4" />,
  <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
);

export const DownloadIcon = icon(
  <path d="M12 4v11m0 0-4-4m4 4 4-4" />,
  <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
);

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);

export const ArrowRightIcon = icon(<path d="M5 12h14m-6-6 6 6-6 6" />);

export const GridIcon = icon(
  <rect x="4" y="4" width="6.5" height="6.5" rx="1" />,
  <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />,
  <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />,
  <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />,
);

export const SettingsIcon = icon(
  <path d="M4 7h9m4 0h3M4 17h3m4 0h9" />,
  <circle cx="15" cy="7" r="2" />,
  <circle cx="9" cy="17" r="2" />,
);

export const LogOutIcon = icon(
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />,
  <path d="M10 17l-5-5 5-5M5 12h11" />,
);

export const ShieldIcon = icon(<path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />);

export const ExternalLinkIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9" />,
  <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />,
);

export const BrushIcon = icon(
  <path d="M19 3 9.5 12.5" />,
  <path d="M9.5 12.5c-2 0-3.5 1.5-3.5 3.5 0 1.5-1 3-3 3 1.5 1.5 3.5 2 5 2a4.5 4.5 0 0 0 4.5-4.5c0-1-.5-2.5-1.5-3.5z" />,
  <path d="m14 8 2 2" />,
);

export const FolderIcon = icon(
  <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />,
  <path d="M9 13h6" />,
);

export const FlagIcon = icon(<path d="M5 21V4" />, <path d="M5 4h13l-2.5 4.5L18 13H5" />);

export const UsersIcon = icon(
  <circle cx="9" cy="8" r="3.5" />,
  <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />,
  <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />,
);

/** Webhooks: three linked points, the site posting to others. */
export const WebhookIcon = icon(
  <circle cx="12" cy="6" r="2.5" />,
  <circle cx="6" cy="17" r="2.5" />,
  <circle cx="18" cy="17" r="2.5" />,
  <path d="M10.8 8.2 7.2 14.8M13.2 8.2l3.6 6.6M8.5 17h7" />,
);
