const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const long = new Intl.RelativeTimeFormat('en', { numeric: 'always', style: 'long' });
const narrow = new Intl.RelativeTimeFormat('en', { numeric: 'always', style: 'narrow' });

/**
 * How long ago `iso` was, in the largest whole unit: "5 minutes ago", "3 hours ago" (or, narrow,
 * "5m ago", "3h ago" for the reports table). Under a minute is "just now"; a clock slightly ahead of
 * the server (a time in the future) reads the same.
 */
export function timeAgo(iso: string, now: Date = new Date(), style: 'long' | 'narrow' = 'long'): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return (style === 'long' ? long : narrow).format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
