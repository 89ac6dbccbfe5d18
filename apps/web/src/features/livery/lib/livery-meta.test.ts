import { describe, expect, it } from 'vitest';
import { formatLongDate, humanize, liveryPageDescription, liveryPageTitle, parseLiveryId } from './livery-meta';

const livery = {
  title: 'Gulf 963',
  description: '',
  carModelName: 'Porsche 963',
  uploader: { id: 3, username: 'lena' },
};

describe('livery page metadata', () => {
  it('accepts only positive whole ids', () => {
    expect(parseLiveryId('7')).toBe(7);
    expect(parseLiveryId('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', '0', '-1', '1.5', '7a', 'abc', '2147483648', '99999999999']) {
      expect(parseLiveryId(bad)).toBeNull();
    }
  });

  it('titles the page with the uploader, or Unknown', () => {
    expect(liveryPageTitle(livery)).toBe('Gulf 963 by lena');
    expect(liveryPageTitle({ ...livery, uploader: null })).toBe('Gulf 963 by Unknown');
  });

  it('describes with the first 155 characters, or a default sentence', () => {
    expect(liveryPageDescription({ ...livery, description: 'x'.repeat(200) })).toHaveLength(155);
    expect(liveryPageDescription({ ...livery, description: 'Line one.\n\nLine two.' })).toBe('Line one. Line two.');
    expect(liveryPageDescription(livery)).toBe(
      'Gulf 963: a Porsche 963 livery for Le Mans Ultimate by lena, free to download on Paddock.',
    );
  });

  it('formats the upload date', () => {
    expect(formatLongDate('2026-11-22T05:51:28.816Z')).toMatch(/^November 2[12], 2026$/);
    expect(formatLongDate(null)).toBe('Unknown');
    expect(formatLongDate('not a date')).toBe('Invalid Date');
  });

  it('spells out material and style names', () => {
    expect(humanize('MetallicFlakes')).toBe('Metallic Flakes');
    expect(humanize('StrongMatte')).toBe('Strong Matte');
    expect(humanize('Carbon')).toBe('Carbon');
  });
});
