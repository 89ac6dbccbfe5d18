import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';
import { unzipEntries } from '@paddock/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { tolerableOddZip, useTempDir } from '../../../test/fixtures';
import { liveryZip, uploadLivery } from '../../../test/livery-factory';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const tmp = useTempDir();
const UNZIP = '/usr/bin/unzip';
let member: TestUser;

beforeAll(async () => {
  member = await createUser(t.app);
});

/** A streaming reader, independent of yauzl: walks local headers from byte 0 as `unzip -` or Java's ZipInputStream do. */
function walkLocalEntries(zip: Buffer): { name: string; method: number; flags: number; data: Buffer }[] {
  const out = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const flags = zip.readUInt16LE(at + 6);
    const method = zip.readUInt16LE(at + 8);
    const compressed = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const body = zip.subarray(start, start + compressed);
    const name = zip.subarray(at + 30, at + 30 + nameLength).toString('latin1');
    out.push({ name, method, flags, data: method === 8 ? inflateRawSync(body) : Buffer.from(body) });
    at = start + compressed;
  }
  return out;
}

async function download(id: number): Promise<{ zip: Buffer; fileSize: number }> {
  const detail = (await t.app.inject({ method: 'GET', url: `/api/liveries/${id}` })).json();
  const res = await t.app.inject({ method: 'GET', url: detail.liveryFileUrl });
  expect(res.statusCode).toBe(200);
  return { zip: res.rawPayload, fileSize: detail.fileSize };
}

/** Every reader sees exactly the two entries, deflated, byte-identical to what was uploaded. */
async function expectCleanPair(zip: Buffer, livery: Buffer, regionMap: Buffer) {
  const expected = { 'customskin.tga': livery, 'customskin_region.tga': regionMap };
  // Buffer.equals, not toEqual: a deep comparison of 4 MB takes vitest minutes.
  const same = (entries: [string, Buffer][]) => {
    expect(entries.map(([name]) => name)).toEqual(Object.keys(expected));
    for (const [name, data] of entries) expect(data.equals(expected[name as keyof typeof expected]), name).toBe(true);
  };
  same([...(await unzipEntries(zip))]);

  const local = walkLocalEntries(zip);
  expect(local.map(({ name, method, flags }) => ({ name, method, flags }))).toEqual([
    { name: 'customskin.tga', method: 8, flags: 0 },
    { name: 'customskin_region.tga', method: 8, flags: 0 },
  ]);
  same(local.map((e) => [e.name, e.data]));
  // Nothing after the two entries but the central directory, and no comment at the end.
  expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
  expect(zip.readUInt16LE(zip.length - 2)).toBe(0);

  // Info-ZIP's unzip is the reader players use; without it this test would prove less, so it fails.
  expect(existsSync(UNZIP), `${UNZIP} is missing: .ci/run installs it (apt-get install unzip)`).toBe(true);
  const file = path.join(tmp.dir, `download-${Date.now()}.zip`);
  await writeFile(file, zip);
  const run = promisify(execFile);
  const listed = await run(UNZIP, ['-Z1', file]);
  expect(listed.stdout.trim().split('\n')).toEqual(['customskin.tga', 'customskin_region.tga']);
  await run(UNZIP, ['-tq', file]);
  for (const [name, data] of Object.entries(expected)) {
    const { stdout } = await run(UNZIP, ['-p', file, name], { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
    expect(stdout.equals(data), name).toBe(true);
  }
}

describe('the stored livery zip is rebuilt by the server from the checked entries', () => {
  it('an ordinary upload: players download the same two files, in a zip of the size the database records', async () => {
    const zip = await liveryZip();
    const { id } = await uploadLivery(t.app, member, { zip });
    const uploaded = await unzipEntries(zip);
    const { zip: downloaded, fileSize } = await download(id);
    expect(fileSize).toBe(downloaded.length);
    await expectCleanPair(
      downloaded,
      uploaded.get('customskin.tga') as Buffer,
      uploaded.get('customskin_region.tga') as Buffer,
    );
  });

  it('an upload with a comment, a stored entry and a capitalised name: the download is the clean deflate pair', async () => {
    const odd = tolerableOddZip();
    const { id } = await uploadLivery(t.app, member, { zip: odd.zip });
    const { zip: downloaded, fileSize } = await download(id);
    expect(downloaded.includes(Buffer.from('this comment must not reach players'))).toBe(false);
    expect(fileSize).toBe(downloaded.length);
    await expectCleanPair(downloaded, odd.livery, odd.regionMap);
  });

  it('leaves no temporary files once stored', async () => {
    expect(await readdir(t.app.deps.tempFiles.dir)).toEqual([]);
  });
});
