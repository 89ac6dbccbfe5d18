import type { Page } from 'playwright-core';

/**
 * Adds up every layout shift the page's documents make from now on, from their first paint
 * (`buffered`): `layoutShiftTotal` reads it. A server-drawn first view that the app takes over
 * must leave it at 0.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift the current document has made so far (`watchLayoutShift`). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: { total: number } }).layoutShift.total);
}
