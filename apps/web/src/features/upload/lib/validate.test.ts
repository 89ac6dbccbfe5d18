import { LIVERY_INPUT_MESSAGES, REGION_MAP_MESSAGES, type TgaHeader } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import type { EditFormValues, UploadFormValues } from './form-values';
import { joinMessages } from './join-messages';
import { emptyRegions, type RegionValue, withMaterial, withStyle } from './region-values';
import { validateEdit, validateUpload } from './validate';

const header: TgaHeader = { width: 4096, height: 4096, bitsPerPixel: 32, imageType: 2, rle: false, idLength: 0 };
const tga = (name: string) => ({ file: new File(['x'], name), header });

function filled(): UploadFormValues {
  const regions = emptyRegions().map((region) => {
    const material = { Black: 'Wrap', Red: 'Carbon', Green: 'Chrome', Blue: 'Stickers', White: 'Stickers' } as const;
    return withMaterial(region, material[region.regionName]);
  });
  return {
    title: 'Gulf Heritage 963',
    description: '',
    carClassId: '1',
    carModelId: '2',
    tagIds: [],
    regions,
    liveryTga: tga('customskin.tga'),
    regionTga: tga('customskin_region.tga'),
    screenshots: [{ id: 's1', file: new File(['x'], 'a.png', { type: 'image/png' }), previewUrl: 'blob:x' }],
    regionShares: null,
  };
}

describe('validateUpload (spec §5)', () => {
  it('passes a complete form', () => {
    expect(validateUpload(filled())).toEqual([]);
  });

  it('lists every message of an empty form in the spec’s order, as one toast', () => {
    const empty: UploadFormValues = {
      ...filled(),
      title: '  ',
      carClassId: '',
      carModelId: '',
      liveryTga: null,
      regionTga: null,
      screenshots: [],
      regions: emptyRegions(),
    };
    expect(joinMessages(validateUpload(empty).map((issue) => issue.message))).toBe(
      'Livery title is required. Please select a car class. Please select a car model. Livery TGA file is required. ' +
        'Region map TGA file is required. At least one screenshot is required. ' +
        'Please select materials for all regions: Black, Red, Green, Blue, White',
    );
  });

  it('names only the regions still missing a material', () => {
    const values = filled();
    values.regions = values.regions.map((region) =>
      region.regionName === 'Red' || region.regionName === 'White' ? withMaterial(region, null) : region,
    );
    expect(validateUpload(values)).toEqual([
      { field: 'regions', message: 'Please select materials for all regions: Red, White' },
    ]);
  });

  it('uses the shared rules for a bad flake colour and a long title', () => {
    const values = filled();
    const black = withMaterial(values.regions[0] as RegionValue, 'MetallicFlakes');
    values.regions[0] = withStyle(black, 'metallicFlake_FlakeColorRGB', '300, 0, 0');
    values.title = 'x'.repeat(101);
    const messages = validateUpload(values).map((issue) => issue.message);
    expect(messages).toContain(LIVERY_INPUT_MESSAGES.titleTooLong);
    expect(messages).toContain('Flake colour must be "r,g,b" (0-255) or a hex colour.');
  });

  it('ties hidden direction and zero-width characters to the title and description fields', () => {
    const values = { ...filled(), title: 'Gulf\u202E369', description: 'Blue\u2066 and orange' };
    expect(validateUpload(values)).toEqual(
      expect.arrayContaining([
        { field: 'title', message: LIVERY_INPUT_MESSAGES.titleInvalid },
        { field: 'description', message: LIVERY_INPUT_MESSAGES.descriptionInvalid },
      ]),
    );
    expect(validateUpload({ ...filled(), title: 'Gulf\u200B963' })).toEqual([
      { field: 'title', message: LIVERY_INPUT_MESSAGES.titleInvalid },
    ]);
    expect(validateUpload({ ...filled(), description: 'Team 👨\u200D👩\u200D👧' })).toEqual([]);
  });
});

describe('validateEdit (spec §5)', () => {
  it('gives one message for any missing title, class or model', () => {
    const values: EditFormValues = { ...filled(), title: '', carClassId: '', carModelId: '' };
    expect(joinMessages(validateEdit(values).map((issue) => issue.message))).toBe(
      'Required fields missing! Please check Title, Car Class, and Car Model.',
    );
  });

  it('still asks for every region’s material', () => {
    const values: EditFormValues = { ...filled(), regions: emptyRegions() };
    expect(validateEdit(values).map((issue) => issue.message)).toEqual([
      'Please select materials for all regions: Black, Red, Green, Blue, White',
    ]);
  });
});

describe('validateUpload with the region map counted (issue 18)', () => {
  const shares = { Black: 60, Red: 40, Green: 0, Blue: 0, White: 0, unrecognised: 0 };

  it('needs no material for a colour the region map does not hold', () => {
    const regions = filled().regions.map((r) =>
      r.regionName === 'Black' || r.regionName === 'Red' ? r : withMaterial(r, null),
    );
    expect(validateUpload({ ...filled(), regions, regionShares: shares })).toEqual([]);
    expect(validateUpload({ ...filled(), regions, regionShares: null }).map((i) => i.field)).toEqual(['regions']);
  });

  it('refuses a region map with none of the five colours', () => {
    const none = { Black: 0, Red: 0, Green: 0, Blue: 0, White: 0, unrecognised: 100 };
    expect(validateUpload({ ...filled(), regionShares: none })).toEqual([
      { field: 'regionTga', message: REGION_MAP_MESSAGES.noRegionColours },
    ]);
  });
});
