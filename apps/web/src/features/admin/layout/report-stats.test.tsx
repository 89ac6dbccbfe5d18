import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/render';
import {
  dashboardStatsQueryKey,
  REPORT_STATS_TIMINGS,
  reportStatsQueryKey,
  useRefreshReportStats,
} from './report-stats';

describe('the report badge refresh after a moderation action', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const queryClient = createTestQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useRefreshReportStats(), { wrapper });
    const refreshedKeys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    return { refresh: result.current, unmount, refreshedKeys };
  }

  it('re-reads the report counters and the dashboard half a second later, not at once', () => {
    const { refresh, refreshedKeys } = setup();
    refresh();
    vi.advanceTimersByTime(REPORT_STATS_TIMINGS.refreshDelayMs - 1);
    expect(refreshedKeys()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(refreshedKeys()).toEqual([reportStatsQueryKey, dashboardStatsQueryKey]);
  });

  it('makes one refresh for several actions in a row', () => {
    const { refresh, refreshedKeys } = setup();
    refresh();
    vi.advanceTimersByTime(200);
    refresh();
    vi.advanceTimersByTime(REPORT_STATS_TIMINGS.refreshDelayMs);
    expect(refreshedKeys()).toEqual([reportStatsQueryKey, dashboardStatsQueryKey]);
  });

  it('still refreshes when the page that acted has gone (the badge lives in the layout)', () => {
    const { refresh, unmount, refreshedKeys } = setup();
    refresh();
    unmount();
    vi.advanceTimersByTime(REPORT_STATS_TIMINGS.refreshDelayMs);
    expect(refreshedKeys()).toHaveLength(2);
  });
});
