/**
 * The URLs asked for recently, each counted up to twice: an answer is kept only once its URL has
 * been asked for more than once (as nginx's `proxy_cache_min_uses 2`). A crowd where no URL repeats
 * (random liveries, searches) then costs nothing to keep: copying and holding its answers, which
 * no one asks for again, took a sixth of an uncached livery page's time (bench/notes/api-page.md).
 * A URL asked for by readers arriving together counts each of them, so their answer is kept at
 * once and they wait for it instead of computing it each. Two generations of at most `size` URLs:
 * the older is dropped when the newer fills.
 */
export function createSightings(size: number) {
  let recent = new Map<string, number>();
  let older = new Map<string, number>();
  const countOf = (url: string) => recent.get(url) ?? older.get(url) ?? 0;
  return {
    see(url: string): void {
      const count = countOf(url);
      if (count >= 2 && recent.has(url)) return;
      if (recent.size >= size) {
        older = recent;
        recent = new Map();
      }
      recent.set(url, Math.min(count + 1, 2));
    },
    moreThanOnce: (url: string) => countOf(url) >= 2,
    get size() {
      return recent.size + older.size;
    },
  };
}
