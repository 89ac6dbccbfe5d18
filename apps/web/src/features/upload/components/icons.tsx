import { icon } from '@/components/ui/icons/icon';

export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />);

export const FileIcon = icon(
  <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />,
  <path d="M14 3v5h5" />,
);

export const LayersIcon = icon(<path d="m12 3 9 5-9 5-9-5z" />, <path d="m3 13 9 5 9-5" />);

export const ZipIcon = icon(
  <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />,
  <path d="M11 4v2m0 2v2m0 2v2" />,
  <rect x="9.5" y="14" width="3" height="3.5" rx="0.6" />,
);
