import { readFileSync } from 'node:fs';
import { LIVERY_ZIP_ENTRIES, parseTgaHeader, REGION_MAP_RGB } from '@paddock/contract';
import {
  DEMO_COLLECTIONS,
  DEMO_CREDIT,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  DEMO_VERSIONS,
  demoLiveries,
} from '@paddock/demo-assets';
import { unzipEntries } from '@paddock/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_CATALOGUE } from '../modules/catalogue/catalogue.seed';
import { createFingerprintBackfill } from '../modules/originality/fingerprint-job';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';
import { seedDemoOnFirstStart } from './demo-start';
import { type DemoSeedResult, seedDemo } from './seed-demo';

const t = useTestApp();
const LIVERIES = 6;
let result: DemoSeedResult;

beforeAll(async () => {
  result = await seedDemo(t.app.deps, { liveries: LIVERIES });
}, 120_000);

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** Every colour in a 24-bit RLE TGA, as #RRGGBB. */
function rleColours(tga: Buffer): Set<string> {
  const colours = new Set<string>();
  let o = 18 + (tga[0] ?? 0);
  const pixel = () => {
    const hex = [tga[o + 2], tga[o + 1], tga[o]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('');
    colours.add(`#${hex.toUpperCase()}`);
    o += 3;
  };
  while (o < tga.length) {
    const head = tga[o++] ?? 0;
    if (head & 0x80) pixel();
    else for (let i = 0; i <= head; i += 1) pixel();
  }
  return colours;
}

describe('demo content', () => {
  it('publishes every livery through the upload pipeline, with members, favourites, downloads and reports', async () => {
    expect(result).toMatchObject({ members: DEMO_MEMBERS.length, liveries: LIVERIES, copies: 1, reports: 2 });
    expect(result.favorites).toBeGreaterThan(0);
    expect(result.downloads).toBeGreaterThan(LIVERIES);
    const page = (await get(`/api/liveries?pageSize=48`)).json();
    // The planned liveries and the near copy of the possible-copy queue (issue 36).
    expect(page.totalCount).toBe(LIVERIES + 1);
    expect(new Set(page.items.map((i: { carClassName: string }) => i.carClassName)).size).toBeGreaterThan(2);
    for (const item of page.items) expect(item.primaryScreenshotUrl).toMatch(/^\/media\//);
  });

  it('credits one livery as based on another member’s (issue 36)', async () => {
    const ids = (await t.app.deps.db.kysely.selectFrom('livery').select('id').orderBy('id').execute()).map((r) => r.id);
    const remix = (await get(`/api/liveries/${ids[DEMO_CREDIT.livery]}`)).json();
    expect(remix.basedOn).toMatchObject({ livery: { id: ids[DEMO_CREDIT.basedOn] }, note: DEMO_CREDIT.note });
    expect((await get(`/api/liveries/${ids[DEMO_CREDIT.basedOn]}`)).json().derivativeCount).toBe(1);
  });

  it('gives the Corvettes the nickname Vette, by which search finds their liveries', async () => {
    const models: { name: string; aliases: string[] }[] = (await get('/api/carmodels')).json();
    const corvettes = models.filter((model) => model.name.includes('Corvette'));
    expect(corvettes.map((model) => model.aliases)).toEqual([['Vette'], ['Vette']]);
    const ids = (items: { id: number; carModelName: string }[]) => items.map((item) => item.id).sort();
    const all: { id: number; carModelName: string }[] = (await get('/api/liveries?pageSize=48')).json().items;
    const onCorvettes = all.filter((item) => item.carModelName.includes('Corvette'));
    // This test seeds 6 liveries, none on a Corvette; the demo's 40 put some on each.
    const catalogue = Object.entries(SEED_CATALOGUE).map(([className, models]) => ({ className, models }));
    const planned = demoLiveries(catalogue).filter((livery) => livery.modelName.includes('Corvette'));
    expect(new Set(planned.map((livery) => livery.modelName)).size).toBe(2);
    expect(ids((await get('/api/liveries?pageSize=48&search=vette')).json().items)).toEqual(ids(onCorvettes));
  });

  it('keeps every counter equal to its rows', async () => {
    const db = t.app.deps.db.kysely;
    const liveries = await db.selectFrom('livery').select(['id', 'download_count', 'favorite_count']).execute();
    const favourites = await db.selectFrom('favorite').select('livery_id').execute();
    const downloads = await db.selectFrom('download').select('livery_id').execute();
    for (const livery of liveries) {
      expect(Number(livery.favorite_count)).toBe(favourites.filter((f) => f.livery_id === livery.id).length);
      expect(Number(livery.download_count)).toBe(downloads.filter((d) => d.livery_id === livery.id).length);
    }
    expect(favourites).toHaveLength(result.favorites);
    expect(downloads).toHaveLength(result.downloads);
  });

  it('serves a 4096 × 4096 TGA pair whose region map uses only the five region colours', async () => {
    const [first] = (await get('/api/liveries/latest?count=1')).json();
    const detail = (await get(`/api/liveries/${first.id}`)).json();
    expect(detail.screenshots.length).toBe(2);
    expect(detail.regionConfigurations).toHaveLength(5);
    const files = await unzipEntries((await get(detail.liveryFileUrl)).rawPayload);
    expect([...files.keys()].sort()).toEqual([LIVERY_ZIP_ENTRIES.livery, LIVERY_ZIP_ENTRIES.regionMap].sort());
    for (const file of files.values()) {
      expect(parseTgaHeader(file)).toMatchObject({ ok: true, width: 4096, height: 4096 });
    }
    const regionColours = rleColours(files.get(LIVERY_ZIP_ENTRIES.regionMap) as Buffer);
    const mapColours = Object.values(REGION_MAP_RGB).map(
      (rgb) =>
        `#${rgb
          .map((v) => v.toString(16).padStart(2, '0'))
          .join('')
          .toUpperCase()}`,
    );
    expect([...regionColours].sort()).toEqual(mapColours.sort());
    expect(rleColours(files.get(LIVERY_ZIP_ENTRIES.livery) as Buffer).size).toBeGreaterThan(5);
  });

  it('gives the demo members follows and notifications of what the creators they follow published', async () => {
    expect(result.follows).toBeGreaterThan(DEMO_MEMBERS.length);
    const db = t.app.deps.db.kysely;
    const apex = await db
      .selectFrom('user')
      .select('id')
      .where('username', '=', DEMO_MEMBERS[0].username)
      .executeTakeFirstOrThrow();
    const mine = await db
      .selectFrom('notification')
      .select(['kind', 'read_at'])
      .where('recipient_id', '=', apex.id)
      .execute();
    expect(mine.length).toBeGreaterThan(0);
    // What the creators they follow published, new versions of the liveries they follow, and the
    // comments on their own liveries (drained by the seed itself, not left to the background job).
    const kinds = new Set(mine.map((n) => n.kind));
    expect(kinds.has('livery-published') || kinds.has('livery-version')).toBe(true);
    expect([...kinds].filter((k) => !['livery-published', 'livery-version', 'comment', 'reply'].includes(k))).toEqual(
      [],
    );
    expect(mine.filter((n) => n.read_at !== null)).toEqual([]);
  });

  it('gives a few liveries a second version with a changelog, the first still downloadable', async () => {
    const db = t.app.deps.db.kysely;
    const seconds = await db
      .selectFrom('livery_version')
      .select(['livery_id', 'changelog'])
      .where('number', '=', 2)
      .execute();
    expect(seconds.map((v) => v.changelog)).toEqual(DEMO_VERSIONS.map((v) => v.changelog));
    const id = seconds[0]?.livery_id as number;
    const list = (await get(`/api/liveries/${id}/versions`)).json();
    expect(list.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(Date.parse(list.versions[0].createdAt)).toBeGreaterThan(Date.parse(list.versions[1].createdAt));
    const old = await t.app.inject({ method: 'POST', url: `/api/liveries/${id}/download?version=1` });
    expect((await t.app.inject({ method: 'GET', url: old.json().fileUrl })).statusCode).toBe(200);
  });

  it('leaves open reports for the admins and lets demo members sign in', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const stats = (await get('/api/reports/stats', admin.headers)).json();
    expect(stats.pendingCount).toBe(2);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      headers: { origin: 'http://localhost:3000' },
      payload: { username: DEMO_MEMBERS[0].username, password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('lets every demo member sign in with the e-mail address the README gives (issue 34 §24)', async () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`password \`${DEMO_PASSWORD}\``);
    for (const { username, email } of DEMO_MEMBERS) {
      expect(readme).toMatch(new RegExp(`\\| \`${username}\` +\\| \`${email}\` +\\|`));
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode, `${email}: ${signIn.body}`).toBe(200);
    }
  });

  it('gives the demo member a public collection and a league pack that downloads', async () => {
    const owner = await t.app.deps.db.kysely
      .selectFrom('user')
      .select('id')
      .where('username', '=', DEMO_MEMBERS[0].username.toLowerCase())
      .executeTakeFirstOrThrow();
    const collections = (await get(`/api/users/${owner.id}/collections`)).json();
    expect(collections.map((c: { name: string; entryCount: number }) => [c.name, c.entryCount]).sort()).toEqual(
      DEMO_COLLECTIONS.map((c) => [c.name, c.entries.length]).sort(),
    );
    const pack = collections.find((c: { isLeaguePack: boolean }) => c.isLeaguePack);
    const files = await unzipEntries((await get(`/api/collections/${pack.id}/pack.zip`)).rawPayload);
    const manifest = JSON.parse((files.get('pack.json') as Buffer).toString('utf8'));
    expect(manifest.entries.map((e: { carNumber: string }) => e.carNumber)).toEqual(['07', '12', '51']);
    expect(files.size).toBe(1 + 2 * 3);
  });

  it('adds nothing on a later DEMO=1 start, and refuses a second seed', async () => {
    await seedDemoOnFirstStart(t.app, { DEMO: '1' });
    expect((await get('/api/liveries?pageSize=48')).json().totalCount).toBe(LIVERIES + 1);
    await expect(seedDemo(t.app.deps)).rejects.toThrow(/seeded before/);
  });

  it('credits one livery as based on another member’s, and its near copy opens a possible-copy case (issue 36)', async () => {
    const db = t.app.deps.db.kysely;
    const credited = await db
      .selectFrom('livery as l')
      .innerJoin('livery as o', 'o.id', 'l.based_on_livery_id')
      .select(['l.uploader_id as by', 'o.uploader_id as originalBy', 'l.based_on_note as note'])
      .execute();
    expect(credited).toHaveLength(1);
    expect(credited[0]?.by).not.toBe(credited[0]?.originalBy);
    expect(credited[0]?.note).toBe(DEMO_CREDIT.note);

    // What the background job does within seconds of the demo's first start.
    const { backgroundDb, storage, tempFiles, log } = t.app.deps;
    await createFingerprintBackfill({ db: backgroundDb, storage, tempFiles, log }).run(120_000);
    const cases = await db.selectFrom('possible_copy_case').selectAll().where('status', '=', 'Open').execute();
    const copy = cases.find((c) => c.livery_title.endsWith('(re-upload)'));
    expect(copy).toMatchObject({
      source: 'fingerprint',
      original_title: copy?.livery_title.replace(' (re-upload)', ''),
    });
  }, 120_000);
});
