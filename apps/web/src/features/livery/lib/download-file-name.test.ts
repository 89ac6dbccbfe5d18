import { describe, expect, it } from 'vitest';
import {
  downloadFileName,
  fallbackFileName,
  fileNameFromContentDisposition,
  fileNameFromUrl,
} from './download-file-name';

describe('download file name', () => {
  it.each([
    ['attachment; filename="Gulf_Heritage_963_1.zip"', 'Gulf_Heritage_963_1.zip'],
    ['attachment; filename=Gulf.zip', 'Gulf.zip'],
    ['attachment;filename="with \\"quotes\\".zip"', 'with "quotes".zip'],
    [`attachment; filename="fallback.zip"; filename*=UTF-8''Hurac%C3%A1n%20GT3.zip`, 'Huracán GT3.zip'],
    [`attachment; filename*=utf-8''a%20b.zip`, 'a b.zip'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="safe.zip"`, 'safe.zip'],
  ])('reads %j', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it.each([null, undefined, '', 'attachment', 'inline', 'attachment; filename=""'])('finds no name in %j', (header) => {
    expect(fileNameFromContentDisposition(header)).toBeNull();
  });

  it('takes the last path segment of the URL', () => {
    expect(fileNameFromUrl('/media/liveries/2026/11/abc.zip?download=x.zip')).toBe('abc.zip');
    expect(fileNameFromUrl('https://cdn.example.com/bucket/My%20Livery.zip?X-Amz-Expires=900')).toBe('My Livery.zip');
    expect(fileNameFromUrl('https://cdn.example.com/')).toBeNull();
    expect(fileNameFromUrl('')).toBeNull();
    expect(fileNameFromUrl(null)).toBeNull();
  });

  it('falls back to livery_{title with underscores}_{id}.zip', () => {
    expect(fallbackFileName('Gulf Heritage 963', 7)).toBe('livery_Gulf_Heritage_963_7.zip');
  });

  it('prefers the header, then the URL, then the fallback', () => {
    const base = { title: 'Gulf Heritage 963', id: 7 };
    expect(downloadFileName({ ...base, contentDisposition: 'attachment; filename="a.zip"', url: '/media/b.zip' })).toBe(
      'a.zip',
    );
    expect(downloadFileName({ ...base, contentDisposition: null, url: '/media/b.zip' })).toBe('b.zip');
    expect(downloadFileName({ ...base, contentDisposition: 'attachment', url: '/' })).toBe(
      'livery_Gulf_Heritage_963_7.zip',
    );
  });
});
