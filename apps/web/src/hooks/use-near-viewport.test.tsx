import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe({ laterMs }: { laterMs?: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(laterMs);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver whose targets are reported by the test. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const callback of callbacks) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
}

describe('useNearViewport', () => {
  afterEach(() => vi.useRealTimers());

  it('stays far until the element nears the viewport', () => {
    const report = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    report(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns near after its delay even when the reader never scrolls there', () => {
    vi.useFakeTimers();
    stubObserver();
    render(<Probe laterMs={1500} />);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is near at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
