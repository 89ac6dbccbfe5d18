import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render';
import {
  dashboardStatsQueryKey,
  REPORT_STATS_TIMINGS,
  reportStatsQueryKey,
  useRefreshReportStats,
  useReportStats,
} from './report-stats';

describe('the report counters behind the sidebar badge', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are re-read only once they are five minutes old (spec §9)', async () => {
    expect(REPORT_STATS_TIMINGS).toEqual({ staleMs: 5 * 60 * 1000, refreshDelayMs: 500 });
    // Only the clock is faked: React Query judges staleness by Date.now, and waitFor needs real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = fakeApi({ 'GET /api/reports/stats': ok({ pendingCount: 3 }) });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const reads = () => api.callsTo('GET', '/api/reports/stats').length;
    // Each page of the panel mounts the badge anew.
    const visit = async () => {
      const view = renderHook(() => useReportStats(), { wrapper });
      await waitFor(() => expect(view.result.current.data?.pendingCount).toBe(3), WAIT);
      view.unmount();
    };

    await visit();
    expect(reads()).toBe(1);
    vi.advanceTimersByTime(REPORT_STATS_TIMINGS.staleMs - 1000);
    await visit();
    expect(reads()).toBe(1);
    vi.advanceTimersByTime(2000);
    await visit();
    await waitFor(() => expect(reads()).toBe(2), WAIT);
  });
});

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
