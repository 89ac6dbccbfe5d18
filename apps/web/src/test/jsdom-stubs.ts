import { vi } from 'vitest';

/** Embla watches its slides with an IntersectionObserver, which jsdom lacks: a silent stand-in. */
export function stubIntersectionObserver(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}
