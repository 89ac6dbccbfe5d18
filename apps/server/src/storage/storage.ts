import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`; callers keep it within the object. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  /** A strong validator without quotes: it changes whenever the bytes under the key change. */
  etag: string;
  contentType?: string;
  /** When the object was last written (orphan sweeps spare anything recent). */
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
  /** When given, a source that yields another number of bytes fails the put and publishes nothing. */
  contentLength?: number;
  /**
   * Aborts the write (the request's client went away): the put rejects and publishes nothing. A
   * bucket that had already kept every byte may still hold the object; nothing references it, so
   * the orphan sweep removes it.
   */
  signal?: AbortSignal;
}

/**
 * Where livery zips and screenshots live: a local folder or an S3-compatible bucket, chosen by
 * configuration. Keys are made by the server (`newObjectKey`) and checked before every use, so
 * no request can name an object outside the store.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `source` (a stream, or the path of a local temporary file, which is left in place)
   * under `key`. Readers never see a half-written object; an existing object is replaced.
   */
  put(key: string, source: Readable | string, options: PutOptions): Promise<void>;
  /** Size and validator of the object, or null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (or one range of them); a missing object is `AppError.notFound`. */
  openRead(key: string, range?: ByteRange): Promise<Readable>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Every stored key starting with `prefix`, for the orphan sweep that compares them with database rows. */
  list(prefix: string): AsyncIterable<string>;
  /** A URL that downloads the object as an attachment named `filename` (sanitised). */
  downloadUrl(key: string, options: { filename: string; contentType: string }): Promise<string>;
  /** A URL for inline media such as screenshots. */
  publicUrl(key: string): Promise<string>;
  /** Removes what a crash left of unfinished writes; run at start-up. Returns how many were removed. */
  sweepIncomplete(olderThanMs: number): Promise<number>;
}

export type KeyPrefix = 'liveries' | 'screenshots' | 'thumbnails' | 'previews';
export type KeyExtension = keyof typeof CONTENT_TYPES;

/** The only types we store and serve; a fixed type per extension means nothing is sniffed. */
export const CONTENT_TYPES = {
  zip: 'application/zip',
  webp: 'image/webp',
} as const;

/**
 * Lower-case segments that each start with a letter or digit: no `..`, no `.hidden` names (our
 * in-progress files), no empty segments, no leading or trailing `/`, no backslashes.
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;
const PREFIX_PATTERN = /^([a-z0-9][a-z0-9_.-]*\/?)*$/;
const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

/** Throws before any filesystem or network access when a key is not one we could have made. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

export function assertValidPrefix(prefix: string): void {
  if (prefix.length > MAX_KEY_LENGTH || !PREFIX_PATTERN.test(prefix) || prefix.split('/').includes('..')) {
    throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix.slice(0, 100))}`);
  }
}

export function assertValidRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new Error(`Invalid byte range ${start}-${end}`);
  }
}

/**
 * A fresh key such as `liveries/2026/11/<32 hex>.zip`: 128 random bits, so keys are never reused
 * and whatever sits under a key never changes (which is what makes immutable caching safe). The
 * year/month folders keep local directories small.
 */
export function newObjectKey(prefix: KeyPrefix, ext: KeyExtension, now = new Date()): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${year}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** The content type for a key's extension, or undefined when we do not serve that kind of file. */
export function contentTypeOf(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext as KeyExtension] : undefined;
}

/**
 * A file name safe for `Content-Disposition`: only `[A-Za-z0-9._-]` (no quotes, no header
 * injection, no paths), no leading dots, at most 100 characters, and always the extension of the
 * stored object, so a download of a zip is always saved as a `.zip`.
 */
export function safeDownloadName(name: string, key: string): string {
  const ext = key.slice(key.lastIndexOf('.'));
  const base = name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .replace(/_+/g, '_')
    .slice(0, 100);
  const stem = base.toLowerCase().endsWith(ext) ? base.slice(0, -ext.length) : base;
  const cleanStem = stem.replace(/[._]+$/, '');
  return `${cleanStem || 'livery'}${ext}`;
}
