import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageAnswers, pageCarries } from '@/test/page-answers';
import { useLivery } from './livery';

describe('useLivery on a page the server answered for', () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 7, from: 'network' }), { status: 200 }));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    // Answers in the page are handed out only in the page's first seconds; a worker may be older.
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    pageCarries({ '/api/liveries/7': { id: 7, title: 'Gulf' } });
  });
  afterEach(forgetPageAnswers);

  it('has the livery at its first render, without asking the API', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLivery(7), { wrapper });
    expect(result.current.data).toEqual({ id: 7, title: 'Gulf' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
