import type { ReactNode } from 'react';
import { formatDateTime } from '../components/format';
import { timeAgo } from './relative-time';

/**
 * A machine-readable time shown as how long ago it was, with the full date on hover. `children`
 * replaces the text where a list adds to it (e.g. the report number).
 */
export function TimeAgo({
  at,
  now,
  style = 'long',
  className,
  children,
}: {
  at: string;
  now: Date;
  style?: 'long' | 'narrow';
  className?: string;
  children?: (ago: string) => ReactNode;
}) {
  const ago = timeAgo(at, now, style);
  return (
    <time dateTime={at} title={formatDateTime(at)} className={className}>
      {children ? children(ago) : ago}
    </time>
  );
}
