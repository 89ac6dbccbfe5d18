import { Icon, type IconProps, icon } from '@/components/ui/icons/icon';

export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon {...p} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.2 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />
  </Icon>
);

export const ChevronLeftIcon = icon(<path d="m15 6-6 6 6 6" />);

export const ChevronRightIcon = icon(<path d="m9 6 6 6-6 6" />);

export const ArrowUpIcon = icon(<path d="M12 19V5m-6 6 6-6 6 6" />);

export const ArrowDownIcon = icon(<path d="M12 5v14m-6-6 6 6 6-6" />);

export const PencilIcon = icon(<path d="M4 20h4L19 9l-4-4L4 16z" />, <path d="m13.5 6.5 4 4" />);

export const TrashIcon = icon(
  <path d="M4 7h16M10 11v6m4-6v6" />,
  <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);

export const AlertIcon = icon(<path d="M12 3 2 20h20z" />, <path d="M12 10v4m0 3h.01" />);

export const ResetIcon = icon(<path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.6" />, <path d="M4 4v4.6h4.6" />);

export const ImageIcon = icon(
  <rect x="3" y="5" width="18" height="14" rx="2" />,
  <circle cx="9" cy="10" r="1.8" />,
  <path d="m21 16-5-5-9 8" />,
);
