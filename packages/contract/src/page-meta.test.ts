import { describe, expect, it } from 'vitest';
import { cutMetaDescription, liveryPageDescription, liveryPageTitle, liverySlug, pageTitle } from './page-meta';

const livery = { title: 'Gulf 963', description: '', carModelName: 'Porsche 963', uploaderName: 'lena' };

describe('page metadata texts', () => {
  it("titles a livery page '{title} by {uploader}' and the site title, or by Unknown", () => {
    expect(pageTitle(liveryPageTitle(livery))).toBe('Gulf 963 by lena | Paddock');
    expect(liveryPageTitle({ ...livery, uploaderName: null })).toBe('Gulf 963 by Unknown');
  });

  it('takes the first 155 characters of the description, whitespace collapsed, whole characters only', () => {
    const long = 'x'.repeat(200);
    expect(liveryPageDescription({ ...livery, description: long })).toBe('x'.repeat(155));
    expect(liveryPageDescription({ ...livery, description: 'Line one.\n\nLine two.' })).toBe('Line one. Line two.');
    expect(cutMetaDescription('🏁'.repeat(200))).toBe('🏁'.repeat(155));
  });

  it('falls back to a default sentence', () => {
    expect(liveryPageDescription(livery)).toBe(
      'Gulf 963: a Porsche 963 livery for Le Mans Ultimate by lena, free to download on Paddock.',
    );
    expect(liveryPageDescription({ ...livery, description: '  \n', uploaderName: null })).toBe(
      'Gulf 963: a Porsche 963 livery for Le Mans Ultimate, free to download on Paddock.',
    );
  });

  it('slugs a livery title for its address', () => {
    expect(liverySlug('Gulf Heritage 963')).toBe('gulf-heritage-963');
    expect(liverySlug('  Lamborghini Huracán — "Evo2"!  ')).toBe('lamborghini-huracan-evo2');
    expect(liverySlug('日本')).toBe('livery');
    expect(liverySlug('a'.repeat(120))).toHaveLength(80);
    expect(liverySlug(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });
});
