import { MATERIAL_FILTER_ERROR, type Material, type RegionName } from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

// The browse facet "has material X" (issue 18 §2) reads the stored region rows: a configured region
// counts only while the livery's region map holds it; liveries from before shares were stored
// count by their configuration alone. Rows are written as the upload would have stored them; the
// answer cache is off so later writes show at once (liveries-search.test.ts does the same).
const t = useTestApp({}, { answerCache: false });
const json = (res: { body: string }) => JSON.parse(res.body);
const browse = async (qs: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/liveries?sortBy=title&descending=false&${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return json(res) as { totalCount: number; items: { title: string }[] };
};
const titles = async (qs: string) => (await browse(qs)).items.map((i) => i.title);

let uploaderId: number;
let modelId: number;

async function livery(
  title: string,
  regions: Partial<Record<RegionName, Material>>,
  shares: Partial<Record<RegionName, number>> | null,
): Promise<number> {
  const id = await insertLiveryRow(t.app, { uploaderId, carModelId: modelId, title });
  const db = t.app.deps.db.kysely;
  const configured = Object.entries(regions);
  if (configured.length > 0) {
    await db
      .insertInto('region_configuration')
      .values(configured.map(([region_name, material]) => ({ livery_id: id, region_name, material })))
      .execute();
  }
  if (shares) {
    await db
      .insertInto('livery_region_share')
      .values(
        Object.entries(shares).map(([region_name, share_per_mille]) => ({
          livery_id: id,
          region_name,
          share_per_mille,
        })),
      )
      .execute();
  }
  return id;
}

beforeAll(async () => {
  uploaderId = (await createUser(t.app)).id;
  modelId = json(await t.app.inject({ method: 'GET', url: '/api/carmodels' }))[0].id;
  await livery('Chrome in the map', { Black: 'Wrap', Green: 'Chrome' }, { Black: 600, Green: 300, Red: 100 });
  await livery('Chrome not in the map', { Black: 'Wrap', Blue: 'Chrome' }, { Black: 900, Blue: 0, Green: 100 });
  await livery('Older chrome livery', { Green: 'Chrome', White: 'Stickers' }, null);
  await livery('Carbon nose', { Black: 'MetallicPaint', Red: 'Carbon' }, { Black: 800, Red: 200 });
  await livery('Plain paint', { Black: 'MetallicFlakes' }, { Black: 1000 });
});

describe('browse by material', () => {
  it('finds a material only in regions the livery’s map holds, or configured on older liveries', async () => {
    expect(await titles('material=Chrome')).toEqual(['Chrome in the map', 'Older chrome livery']);
    expect((await browse('material=Chrome')).totalCount).toBe(2);
    expect(await titles('material=Carbon')).toEqual(['Carbon nose']);
    expect(await titles('material=Stickers')).toEqual(['Older chrome livery']);
  });

  it('matches any of several materials, given as a comma list or repeated', async () => {
    const expected = ['Carbon nose', 'Chrome in the map', 'Older chrome livery'];
    expect(await titles('material=Chrome,Carbon')).toEqual(expected);
    expect(await titles('material=Carbon&material=Chrome&material=Chrome')).toEqual(expected);
    expect((await browse('material=Carbon,Chrome')).totalCount).toBe(3);
    expect((await browse('material=')).totalCount).toBe(5);
  });

  it('combines with the other filters and sorts, newest first by default', async () => {
    expect((await browse(`material=Chrome&carModelId=${modelId}&search=older`)).items).toHaveLength(1);
    const newest = json(await t.app.inject({ method: 'GET', url: '/api/liveries?material=Chrome' }));
    expect(newest.items.map((i: { title: string }) => i.title)).toEqual(['Older chrome livery', 'Chrome in the map']);
  });

  it('counts a region given a material later at once', async () => {
    expect((await browse('material=Wrap')).totalCount).toBe(2);
    const id = await livery('Wrapped later', {}, { Blue: 400, Black: 600 });
    expect((await browse('material=Wrap')).totalCount).toBe(2);
    await t.app.deps.db.kysely
      .insertInto('region_configuration')
      .values({ livery_id: id, region_name: 'Blue', material: 'Wrap' })
      .execute();
    expect((await browse('material=Wrap')).totalCount).toBe(3);
  });

  it('refuses a material that is not one of the list with a 400 naming them', async () => {
    for (const qs of [
      'material=Gold',
      'material=Chrome,gold',
      'material=chrome',
      `material=${'Chrome,'.repeat(20)}x`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/liveries?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(json(res), qs).toMatchObject({ code: expect.any(String), message: MATERIAL_FILTER_ERROR });
    }
  });
});
