import { REGION_MAP_MESSAGES } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { encodeTga } from '../../test/fixtures/tga-writer';
import { postVersion, regionFields, uploadLivery, zipBuffer } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ UPLOADS_PER_HOUR: '1000' });
let owner: TestUser;
let blackOnly: Buffer;

/** The region parts of Black alone (the first of regionFields' five). */
const blackFields = () =>
  Object.fromEntries(Object.entries(regionFields()).filter(([name]) => name.startsWith('RegionConfigurations[0]')));
const detail = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/liveries/${id}` })).json();
const regionNames = (livery: { regionConfigurations: { regionName: string }[] }) =>
  livery.regionConfigurations.map((r) => r.regionName).sort();

beforeAll(async () => {
  owner = await createUser(t.app);
  blackOnly = await zipBuffer([
    { name: 'customskin.tga', data: encodeTga({ size: 1024, bpp: 32, rle: false, pattern: 'noise' }) },
    { name: 'customskin_region.tga', data: encodeTga({ size: 1024, bpp: 32, rle: true, pattern: 'flat' }) },
  ]);
});

describe('a version whose region colours change (issue 34 §2)', () => {
  it('refuses the new map with the old materials, and takes it with materials for its own colours', async () => {
    const { id } = await uploadLivery(t.app, owner);
    const stale = await postVersion(t.app, owner, id, { zip: blackOnly });
    expect(stale.statusCode).toBe(400);
    const refusal = stale.json();
    expect(refusal.code).toBe('REGION_NOT_IN_MAP');
    expect(['Red', 'Green', 'Blue', 'White'].map((r) => REGION_MAP_MESSAGES.notInMap(r))).toContain(refusal.message);
    expect(regionNames(await detail(id))).toHaveLength(5);

    const res = await postVersion(t.app, owner, id, { zip: blackOnly, fields: blackFields() });
    expect(res.statusCode, res.body).toBe(201);
    const livery = await detail(id);
    expect(regionNames(livery)).toEqual(['Black']);
    expect(livery.regionConfigurations[0]).toMatchObject({ material: 'MetallicFlakes', metallicFlake_Style: 'Shiny' });
    expect(livery.regionShares).toEqual({ Black: 100, Red: 0, Green: 0, Blue: 0, White: 0, unrecognised: 0 });
  });

  it('adds colours: a map with more regions needs their materials, and then keeps them all', async () => {
    const { id } = await uploadLivery(t.app, owner, { zip: blackOnly, fields: blackFieldsOnlyUpload() });
    const missing = await postVersion(t.app, owner, id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

    const res = await postVersion(t.app, owner, id, { fields: regionFields() });
    expect(res.statusCode, res.body).toBe(201);
    expect(regionNames(await detail(id))).toEqual(['Black', 'Blue', 'Green', 'Red', 'White']);
  });
});

/** An upload's fields with the four regions after Black left out. */
function blackFieldsOnlyUpload(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.keys(regionFields())
      .filter((name) => !name.startsWith('RegionConfigurations[0]'))
      .map((name) => [name, undefined]),
  );
}
