import { describe, expect, it } from 'vitest';
import { contentTypeOf, isValidKey, newObjectKey, safeDownloadName } from './storage';

describe('object keys', () => {
  it('makes server keys under a prefix, year and month, with 128 random bits', () => {
    const key = newObjectKey('liveries', 'zip', new Date('2026-11-05T10:00:00Z'));
    expect(key).toMatch(/^liveries\/2026\/11\/[0-9a-f]{32}\.zip$/);
    expect(isValidKey(key)).toBe(true);
    expect(newObjectKey('thumbnails', 'webp')).not.toBe(newObjectKey('thumbnails', 'webp'));
  });

  it('accepts only lower-case segments that start with a letter or digit', () => {
    expect(isValidKey('screenshots/2026/01/abc.webp')).toBe(true);
    for (const bad of ['', '/a', 'a/', '../a', 'a/../b', 'a/./b', '.a', 'a/.b', 'a//b', 'A', 'a b', 'a\\b', 'a%2e']) {
      expect(isValidKey(bad), bad).toBe(false);
    }
    expect(isValidKey(`${'a'.repeat(513)}`)).toBe(false);
  });

  it('maps only allowed extensions to a content type', () => {
    expect(contentTypeOf('a/b.zip')).toBe('application/zip');
    expect(contentTypeOf('a/b.webp')).toBe('image/webp');
    for (const key of ['a/b.html', 'a/b', 'a/b.constructor', 'a/b.toString', 'a/b.__proto__']) {
      expect(contentTypeOf(key), key).toBeUndefined();
    }
  });
});

describe('download names', () => {
  it('keeps safe characters and forces the stored extension', () => {
    expect(safeDownloadName('Gulf Porsche 963.zip', 'x/a.zip')).toBe('Gulf_Porsche_963.zip');
    expect(safeDownloadName('livery.ZIP', 'x/a.zip')).toBe('livery.zip');
    expect(safeDownloadName('photo', 'x/a.zip')).toBe('photo.zip');
    expect(safeDownloadName('evil.exe', 'x/a.zip')).toBe('evil.exe.zip');
    expect(safeDownloadName('../../.htaccess', 'x/a.zip')).toBe('htaccess.zip');
    expect(safeDownloadName('a"; filename=b.exe', 'x/a.zip')).toBe('a_filename_b.exe.zip');
    expect(safeDownloadName('', 'x/a.zip')).toBe('livery.zip');
    expect(safeDownloadName('...', 'x/a.zip')).toBe('livery.zip');
    expect(safeDownloadName('x'.repeat(300), 'x/a.zip')).toHaveLength(104);
  });
});
