import { REGION_COLORS, type RegionConfiguration } from '@paddock/contract';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { regionConfiguration, screenshot } from '@/test/factories';
import { stubIntersectionObserver } from '@/test/jsdom-stubs';
import { RegionSpecs } from './region-specs';
import { ScreenshotGallery } from './screenshot-gallery';

describe('screenshot gallery (more than one screenshot)', () => {
  beforeEach(() => {
    // jsdom has no element scrolling; the thumbnail strip scrolls the current thumbnail into sight.
    Element.prototype.scrollTo ??= () => {};
    stubIntersectionObserver();
  });

  it('has prev/next buttons, one pagination dot and one thumbnail per screenshot', () => {
    render(<ScreenshotGallery screenshots={[1, 2, 3].map((id) => screenshot({ id }))} title="Gulf 963" />);
    const gallery = screen.getByRole('region', { name: 'Screenshots' });
    expect(within(gallery).getByRole('button', { name: 'Previous screenshot' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Next screenshot' })).toBeInTheDocument();
    expect(within(gallery).getAllByRole('button', { name: /^Go to screenshot \d$/ })).toHaveLength(3);
    const thumbs = within(gallery).getAllByRole('button', { name: /^Show screenshot \d$/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]?.querySelector('img')).toHaveAttribute('src', '/media/t/1.webp');
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    // Every slide is a full screenshot; the first loads eagerly, the others lazily.
    const images = within(gallery).getAllByRole('img', { name: /^Gulf 963, screenshot \d$/ });
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });
});

describe('region specifications', () => {
  const configs: RegionConfiguration[] = [
    regionConfiguration({ regionName: 'White', material: 'Stickers', sticker_Style: 'Matte' }),
    regionConfiguration({
      regionName: 'Black',
      material: 'MetallicPaint',
      metallicPaint_Style: 'Matte',
      metallicPaint_FlakeColorRGB: '#1e90ff',
      metallicPaint_FlakeStrength: 'Soft',
    }),
    regionConfiguration({ regionName: 'Red', material: 'Carbon' }),
    regionConfiguration({ regionName: 'Green', material: 'Wrap', wrap_Style: 'Shiny' }),
    regionConfiguration({
      regionName: 'Blue',
      material: 'MetallicFlakes',
      metallicFlake_Style: 'Shiny',
      metallicFlake_FlakeColorRGB: 'not a colour',
      metallicFlake_FlakeStrength: 'Strong',
    }),
  ];

  it('marks each region with its display colour, in the order Black, Red, Green, Blue, White', () => {
    render(<RegionSpecs configurations={configs} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.match(/^(Black|Red|Green|Blue|White)/)?.[0])).toEqual([
      'Black',
      'Red',
      'Green',
      'Blue',
      'White',
    ]);
    const marks = rows.map((row) => (row.querySelector('[style]') as HTMLElement).style.backgroundColor);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(marks).toEqual(
      (['Black', 'Red', 'Green', 'Blue', 'White'] as const).map((name) => rgb(REGION_COLORS[name])),
    );
  });

  it("shows a flake colour as 'R, G, B' with its swatch, an invalid one with a transparent swatch", () => {
    render(<RegionSpecs configurations={configs} />);
    const [black, red, , blue] = screen.getAllByRole('listitem') as HTMLElement[];
    const valid = within(black as HTMLElement).getByText('30, 144, 255');
    expect((valid.previousElementSibling as HTMLElement).style.backgroundColor).toBe('rgb(30, 144, 255)');
    const invalid = within(blue as HTMLElement).getByText('not a colour');
    expect((invalid.previousElementSibling as HTMLElement).style.backgroundColor).toBe('transparent');
    expect(red).toHaveTextContent('Fixed default finish');
    expect(black).toHaveTextContent('Metallic paint');
  });
});
