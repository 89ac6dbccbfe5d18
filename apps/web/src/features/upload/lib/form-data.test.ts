import { describe, expect, it } from 'vitest';
import { buildUploadFormData } from './form-data';
import { emptyRegions, toRegionInputs, withMaterial, withStyle } from './region-values';

describe('buildUploadFormData (spec §3 upload parts)', () => {
  it('uses the spec’s part names, repeats TagIds and sends only set styles', () => {
    const [black, red, ...rest] = emptyRegions();
    const regions = [
      withStyle(
        withStyle(withMaterial(black as never, 'MetallicFlakes'), 'metallicFlake_Style', 'Shiny'),
        'metallicFlake_FlakeColorRGB',
        '255,200,0',
      ),
      withMaterial(red as never, 'Carbon'),
      ...rest.map((r) => withMaterial(r, r.regionName === 'White' ? 'Stickers' : 'Chrome')),
    ];
    const zip = new File(['zip'], 'Gulf_Heritage_x.zip', { type: 'application/zip' });
    const shots = [new File(['a'], 'a.webp', { type: 'image/webp' }), new File(['b'], 'b.png', { type: 'image/png' })];
    const form = buildUploadFormData(
      {
        title: ' Gulf Heritage ',
        carClassName: 'Hypercar',
        carModelName: 'Porsche 963',
        description: 'Line 1\nLine 2',
        tagIds: [3, 7],
        regionConfigurations: toRegionInputs(regions),
      },
      zip,
      shots,
    );

    const names = [...form.keys()];
    expect(names.slice(0, 4)).toEqual(['Title', 'CarClassName', 'CarModelName', 'Description']);
    expect(form.get('Title')).toBe('Gulf Heritage');
    expect(form.getAll('TagIds')).toEqual(['3', '7']);
    expect(form.get('RegionConfigurations[0].RegionName')).toBe('Black');
    expect(form.get('RegionConfigurations[0].Material')).toBe('MetallicFlakes');
    expect(form.get('RegionConfigurations[0].MetallicFlake_Style')).toBe('Shiny');
    expect(form.get('RegionConfigurations[0].MetallicFlake_FlakeColorRGB')).toBe('255,200,0');
    expect(form.has('RegionConfigurations[0].MetallicFlake_FlakeStrength')).toBe(false);
    expect(form.get('RegionConfigurations[1].Material')).toBe('Carbon');
    expect(names.filter((n) => n.startsWith('RegionConfigurations[1].'))).toEqual([
      'RegionConfigurations[1].RegionName',
      'RegionConfigurations[1].Material',
    ]);
    expect((form.get('LiveryFile') as File).name).toBe('Gulf_Heritage_x.zip');
    expect(form.getAll('Screenshots').map((f) => (f as File).name)).toEqual(['a.webp', 'b.png']);
    // Files come after every text part.
    expect(names.indexOf('LiveryFile')).toBeGreaterThan(names.lastIndexOf('RegionConfigurations[4].Material'));
  });
});
