import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: too short when CI runs the server suites on the
// same two cores, where a lazy route or a debounce can take longer to settle. Waiting longer
// changes no outcome, only how long a real failure takes to report.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that React Router, Radix and sonner touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// A file that runs in Node (`@vitest-environment node`: the server's render) has no window at all.
const inBrowser = typeof window !== 'undefined';

if (inBrowser) {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  window.localStorage.clear();
  document.body.style.overflow = '';
});
