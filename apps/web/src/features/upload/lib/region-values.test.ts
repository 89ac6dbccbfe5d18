import { ALL_STYLE_FIELDS, REGIONS, type RegionConfiguration } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyRegions,
  formatFlakeColor,
  materialsFor,
  parseFlakeColor,
  type RegionValue,
  regionsFromConfigurations,
  regionsMissingMaterial,
  rgbToHex,
  styleControlsFor,
  toRegionInput,
  toRegionInputs,
  withMaterial,
  withStyle,
} from './region-values';

const black = () => emptyRegions()[0] as RegionValue;

describe('region values', () => {
  it('starts with the five regions in the spec’s order, none chosen', () => {
    expect(emptyRegions().map((r) => [r.regionName, r.material])).toEqual(REGIONS.map((name) => [name, null]));
  });

  it('clears every style when the material changes', () => {
    let region = withMaterial(black(), 'MetallicFlakes');
    region = withStyle(region, 'metallicFlake_Style', 'Shiny');
    region = withStyle(region, 'metallicFlake_FlakeColorRGB', '255,200,0');
    region = withStyle(region, 'metallicFlake_FlakeStrength', 'Strong');
    const changed = withMaterial(region, 'MetallicPaint');
    expect(changed.material).toBe('MetallicPaint');
    for (const field of ALL_STYLE_FIELDS) expect(changed[field]).toBeNull();
  });

  it('shows the controls of the chosen material only', () => {
    expect(styleControlsFor('MetallicFlakes').map((c) => c.label)).toEqual([
      'Base style',
      'Flake colour',
      'Flake strength',
    ]);
    expect(styleControlsFor('Wrap').map((c) => c.kind === 'choice' && c.options)).toEqual([
      ['Matte', 'Medium', 'MediumStrong', 'Shiny'],
    ]);
    expect(styleControlsFor('Carbon')).toEqual([]);
    expect(styleControlsFor(null)).toEqual([]);
  });

  it('reads saved regions back in the spec’s order, filling any missing', () => {
    const saved = [
      { ...emptyRegions()[4], material: 'Stickers', sticker_Style: 'Matte' },
      { ...emptyRegions()[1], material: 'Carbon' },
    ] as RegionConfiguration[];
    const regions = regionsFromConfigurations(saved);
    expect(regions.map((r) => [r.regionName, r.material])).toEqual([
      ['Black', null],
      ['Red', 'Carbon'],
      ['Green', null],
      ['Blue', null],
      ['White', 'Stickers'],
    ]);
    expect(regions[4]?.sticker_Style).toBe('Matte');
  });

  it('puts a region name the game does not have last, offers it nothing, and leaves it out when saving', () => {
    const saved = [
      { ...emptyRegions()[0], regionName: 'Yellow', material: 'Wrap', wrap_Style: 'Shiny' },
      ...REGIONS.map((regionName) => ({ ...emptyRegions()[0], regionName, material: 'Stickers' })),
    ] as RegionConfiguration[];
    const regions = regionsFromConfigurations(saved);
    expect(regions.map((r) => r.regionName)).toEqual([...REGIONS, 'Yellow']);
    expect(materialsFor('Yellow')).toEqual([]);
    expect(
      regionsMissingMaterial([
        ...emptyRegions().slice(0, 1),
        { ...emptyRegions()[0], regionName: 'Yellow' } as unknown as RegionValue,
      ]),
    ).toEqual(['Black']);
    expect(toRegionInputs(regions).map((r) => r.regionName)).toEqual([...REGIONS]);
  });

  it('sends only the material’s own styles, blanks as null', () => {
    const region = { ...withMaterial(black(), 'Wrap'), wrap_Style: 'Shiny', chrome_Style: 'Satin' } as RegionValue & {
      material: 'Wrap';
    };
    expect(toRegionInput(region)).toMatchObject({
      regionName: 'Black',
      material: 'Wrap',
      wrap_Style: 'Shiny',
      chrome_Style: null,
    });
  });
});

describe('flake colours', () => {
  it('parses r,g,b and hex', () => {
    expect(parseFlakeColor('255,200,0')).toEqual([255, 200, 0]);
    expect(parseFlakeColor(' 12 , 34 ,56 ')).toEqual([12, 34, 56]);
    expect(parseFlakeColor('#ffc800')).toEqual([255, 200, 0]);
    expect(parseFlakeColor('f80')).toEqual([255, 136, 0]);
    expect(parseFlakeColor('256,0,0')).toBeNull();
    expect(parseFlakeColor('red')).toBeNull();
    expect(parseFlakeColor(null)).toBeNull();
  });

  it('displays as R, G, B', () => {
    expect(formatFlakeColor('255,200,0')).toBe('255, 200, 0');
    expect(formatFlakeColor('#0000ff')).toBe('0, 0, 255');
    expect(formatFlakeColor(null)).toBe('');
    expect(rgbToHex([255, 200, 0])).toBe('#ffc800');
  });
});
