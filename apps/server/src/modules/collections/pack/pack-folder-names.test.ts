import { LIVERY_ZIP_ENTRIES, PackManifestSchema } from '@paddock/contract';
import { unzipEntries } from '@paddock/test-support';
import { describe, expect, it } from 'vitest';
import { createCollection, createUser } from '../../../test/factories';
import { uploadLivery } from '../../../test/livery-factory';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp({ UPLOADS_PER_HOUR: '100' });

/**
 * Issue 32: a pack's folder names come from members' team names and titles. Look-alike
 * separators must not reach the zip (an extractor's best-fit conversion turns them into
 * `/../..\..`), and pack.json must name exactly the folders the zip holds.
 */
describe('league pack folder names', () => {
  it('hold no look-alike separator, and pack.json names exactly the folders of the zip', async () => {
    const owner = await createUser(t.app);
    const entries = [
      // 50 astral letters: 100 UTF-16 units, so the old 120-unit cut split one in half.
      { title: '\u{20BB7}'.repeat(50), carNumber: '07', driverOrTeam: 'T'.repeat(59) },
      {
        title: '\u2215..\u2215 Gulf',
        carNumber: '8',
        driverOrTeam: '\uFF0F\uFF0E\uFF0E\uFF0F\uFF0E\uFF0E\uFF3C\uFF0E\uFF0E',
      },
      { title: '\u2024\u2024', carNumber: '9', driverOrTeam: 'Apex\u2215..\u2215' },
    ];
    const liveryIds: number[] = [];
    for (const entry of entries)
      liveryIds.push((await uploadLivery(t.app, owner, { fields: { Title: entry.title } })).id);
    const pack = await createCollection(t.app, owner, { isLeaguePack: true, liveryIds });
    for (const [i, { carNumber, driverOrTeam }] of entries.entries()) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/collections/${pack.id}/entries/${liveryIds[i]}`,
        headers: owner.headers,
        payload: { carNumber, driverOrTeam },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/collections/${pack.id}/pack.zip`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const files = await unzipEntries(res.rawPayload);
    const manifest = PackManifestSchema.parse(JSON.parse((files.get('pack.json') as Buffer).toString('utf8')));
    const folders = manifest.entries.map((entry) => entry.folder);

    const tgas = [LIVERY_ZIP_ENTRIES.livery, LIVERY_ZIP_ENTRIES.regionMap];
    const expected = [...folders.flatMap((folder) => tgas.map((tga) => `${folder}/${tga}`)), 'pack.json'];
    expect([...files.keys()].sort()).toEqual(expected.sort());
    expect(folders).toEqual([`07 - ${'T'.repeat(59)} - ${'\u{20BB7}'.repeat(50)}`, '8 - Gulf', '9 - Apex']);
    for (const folder of folders) {
      expect(folder.normalize('NFKC'), folder).not.toMatch(/[/\\]|\.\./);
    }
  });
});
