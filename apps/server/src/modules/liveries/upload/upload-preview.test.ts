import { REGION_MAP_MESSAGES } from '@paddock/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { encodeGreyTga, encodeTga } from '../../../test/fixtures/tga-writer';
import {
  DEFAULT_REGION_SHARES,
  postUpload,
  previewImage,
  regionFields,
  uploadLivery,
  zipBuffer,
} from '../../../test/livery-factory';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
let member: TestUser;

beforeAll(async () => {
  member = await createUser(t.app);
});

const detail = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/liveries/${id}` })).json();
const fetchMedia = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload };
};

describe('the flat view and the region check (issue 18)', () => {
  it('stores the re-encoded flat view and the server-counted shares the browser agreed with', async () => {
    const previews = { texture: await previewImage(), overlay: await previewImage() };
    const { id } = await uploadLivery(t.app, member, { previews, regionShares: DEFAULT_REGION_SHARES });
    const livery = await detail(id);
    expect(livery.regionShares).toEqual(DEFAULT_REGION_SHARES);
    for (const url of [livery.flatView.textureUrl, livery.flatView.overlayUrl]) {
      const media = await fetchMedia(url);
      expect(media.status).toBe(200);
      expect(media.type).toBe('image/webp');
      expect(await sharp(media.body).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    }
  });

  it('takes an upload without a flat view (screenshots only) and still stores its region shares', async () => {
    const { id } = await uploadLivery(t.app, member);
    const livery = await detail(id);
    expect(livery.flatView).toBeNull();
    expect(livery.regionShares).toEqual(DEFAULT_REGION_SHARES);
  });

  it('accepts figures one rounding step off and refuses more', async () => {
    await uploadLivery(t.app, member, { regionShares: { ...DEFAULT_REGION_SHARES, White: 20 } });
    const res = await postUpload(t.app, member, { regionShares: { ...DEFAULT_REGION_SHARES, White: 20.1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REGION_SHARES_MISMATCH', message: REGION_MAP_MESSAGES.sharesDisagree });
  });

  it('needs materials only for the colours in the map, and refuses none for one that is there', async () => {
    const zip = await zipBuffer([
      { name: 'customskin.tga', data: encodeTga({ size: 1024, bpp: 32, rle: false, pattern: 'noise' }) },
      { name: 'customskin_region.tga', data: encodeTga({ size: 1024, bpp: 32, rle: true, pattern: 'flat' }) },
    ]);
    const onlyBlack = Object.fromEntries(
      Object.keys(regionFields())
        .filter((name) => !name.startsWith('RegionConfigurations[0]'))
        .map((name) => [name, undefined]),
    );
    const { id } = await uploadLivery(t.app, member, { zip, fields: onlyBlack });
    const livery = await detail(id);
    expect(livery.regionShares).toEqual({ Black: 100, Red: 0, Green: 0, Blue: 0, White: 0, unrecognised: 0 });
    expect(livery.regionConfigurations.map((r: { regionName: string }) => r.regionName)).toEqual(['Black']);

    // Editing follows the stored shares: Black alone is complete, a material for Red is refused.
    const edit = (regionConfigurations: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/liveries/${id}`,
        headers: member.headers,
        payload: {
          title: 'Flat black',
          carClassName: 'Hypercar',
          carModelName: 'Porsche 963',
          description: '',
          tagIds: [],
          regionConfigurations,
        },
      });
    const black = { regionName: 'Black', material: 'Wrap', wrap_Style: 'Matte' };
    expect((await edit([black])).statusCode).toBeLessThan(300);
    const red = await edit([black, { regionName: 'Red', material: 'Carbon' }]);
    expect(red.statusCode).toBe(400);
    expect(red.json()).toMatchObject({ code: 'REGION_NOT_IN_MAP' });

    const missing = await postUpload(t.app, member, {
      fields: {
        ...onlyBlack,
        'RegionConfigurations[0].Material': undefined,
        'RegionConfigurations[0].RegionName': undefined,
      },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a region map with none of the five colours, with the reason', async () => {
    const zip = await zipBuffer([
      { name: 'customskin.tga', data: encodeTga({ size: 1024, bpp: 24, rle: false, pattern: 'noise' }) },
      { name: 'customskin_region.tga', data: encodeGreyTga() },
    ]);
    const res = await postUpload(t.app, member, { zip });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REGION_MAP_NO_REGIONS', message: REGION_MAP_MESSAGES.noRegionColours });
  });

  it('deletes the flat view with its livery', async () => {
    const previews = { texture: await previewImage(), overlay: await previewImage() };
    const { id } = await uploadLivery(t.app, member, { previews });
    const { flatView } = await detail(id);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/liveries/${id}`, headers: member.headers });
    expect(del.statusCode).toBeLessThan(300);
    expect((await fetchMedia(flatView.textureUrl)).status).toBe(404);
    expect((await fetchMedia(flatView.overlayUrl)).status).toBe(404);
  });
});
