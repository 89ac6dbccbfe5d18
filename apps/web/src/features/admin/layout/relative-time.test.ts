import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = new Date('2026-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [20, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 30, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [86_400, '1 day ago'],
    [2 * 86_400 + 3600, '2 days ago'],
    [65 * 86_400, '2 months ago'],
    [400 * 86_400, '1 year ago'],
  ])('%i seconds ago reads "%s"', (seconds, text) => {
    expect(timeAgo(ago(seconds), now)).toBe(text);
  });

  it('reads m, h or d ago in the narrow style of the reports table', () => {
    expect(timeAgo(ago(5 * 60), now, 'narrow')).toBe('5m ago');
    expect(timeAgo(ago(3 * 3600), now, 'narrow')).toBe('3h ago');
    expect(timeAgo(ago(2 * 86_400), now, 'narrow')).toBe('2d ago');
  });

  it('treats a time slightly in the future (clock skew) as just now', () => {
    expect(timeAgo(ago(-30), now)).toBe('just now');
  });
});
