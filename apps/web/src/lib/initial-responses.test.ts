import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageAnswers, pageCarries } from '@/test/page-answers';
import { api } from './api-client';
import { resetInitialResponses } from './initial-responses';

describe('API answers the server put into the page', () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ from: 'network' }), { status: 200 }));
  beforeEach(() => {
    resetInitialResponses();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(forgetPageAnswers);

  it('answers the first request for a path without the network, then asks the API again', async () => {
    pageCarries({ '/api/liveries/7': { id: 7, title: 'Gulf' } });
    await expect(api.get('/api/liveries/7')).resolves.toEqual({ id: 7, title: 'Gulf' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/api/liveries/7')).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the API for any other path, and when the block is missing or damaged', async () => {
    pageCarries({ '/api/liveries/7': { id: 7 } });
    await expect(api.get('/api/liveries/8')).resolves.toEqual({ from: 'network' });
    pageCarries('{not json');
    await expect(api.get('/api/liveries/7')).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not answer from the page once it is older than the cache would keep it', async () => {
    pageCarries({ '/api/tags': [] });
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    await expect(api.get('/api/tags')).resolves.toEqual({ from: 'network' });
  });
});
