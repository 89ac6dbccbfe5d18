import type { ByteRange } from '../../storage/storage';

/**
 * The one range a `Range` header asks for (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or the suffix
 * `bytes=-n`, clamped to the object. Null means "send the whole object": no header, another
 * unit, several ranges (we do not build multipart/byteranges, which the RFC allows us to skip) or
 * a syntax we ignore. 'unsatisfiable' means 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;

  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return null; // invalid, so ignored rather than refused
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** `If-None-Match`: weak comparison, `*` matches anything that exists. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * `If-Range`: the range applies only while the client's copy is current, which needs a strong
 * match of our ETag. We send no Last-Modified, so a date never matches and the whole object is sent.
 */
export function ifRangeAllows(header: string | undefined, etag: string): boolean {
  return header === undefined || header.trim() === etag;
}
