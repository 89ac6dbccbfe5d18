import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { whenRouterReady } from './when-router-ready';

describe('whenRouterReady', () => {
  it("waits for the first page's route module, then calls back once", async () => {
    let resolveModule: (module: { Component: () => null }) => void = () => {};
    const router = createMemoryRouter(
      [{ path: '/', lazy: () => new Promise((resolve) => (resolveModule = resolve)) }],
      { initialEntries: ['/'] },
    );
    const ready = vi.fn();
    whenRouterReady(router, ready);
    await Promise.resolve();
    expect(ready).not.toHaveBeenCalled();
    resolveModule({ Component: () => null });
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    await router.navigate('/');
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('calls back at once when the router needs nothing loaded', () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    const ready = vi.fn();
    whenRouterReady(router, ready);
    expect(ready).toHaveBeenCalledTimes(1);
  });
});
