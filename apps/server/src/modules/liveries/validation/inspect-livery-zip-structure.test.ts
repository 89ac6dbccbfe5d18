import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  buildZip,
  encodeImage,
  encodeRawZip,
  openDescriptorsTo,
  smallTgaPair,
  unicodePathExtra,
  useTempDir,
  writePatchedPairZip,
  writeRawZip,
} from '../../../test/fixtures';
import { inspectLiveryZip } from './inspect-livery-zip';
import { LIVERY_ZIP_MESSAGES as m } from './validation-errors';

const tmp = useTempDir();
const pair = smallTgaPair();
let counter = 0;
const next = (label: string) => tmp.file(`${label}-${++counter}.zip`);

const invalid = (message: string) => ({ statusCode: 400, code: 'INVALID_LIVERY_ZIP', message });

/** Inspects the zip, expects the rejection, and checks no descriptor on it was left open. */
async function expectRejected(zip: string, expected: object) {
  await expect(inspectLiveryZip(zip)).rejects.toMatchObject(expected);
  expect(openDescriptorsTo(zip) ?? 0).toBe(0);
}

describe('inspectLiveryZip refuses files that are not plain zips (415)', () => {
  const notAZip = { statusCode: 415, code: 'NOT_A_ZIP', message: m.notAZip };

  it('a PNG', async () => {
    const file = next('png');
    await writeFile(file, await encodeImage({ width: 16, height: 16, format: 'png' }));
    await expectRejected(file, notAZip);
  });

  it('an empty file, and a truncated zip', async () => {
    const empty = next('empty');
    await writeFile(empty, '');
    await expectRejected(empty, notAZip);
    const whole = encodeRawZip([
      { name: 'customskin.tga', data: pair.livery },
      { name: 'customskin_region.tga', data: pair.regionMap },
    ]);
    const cut = next('cut');
    await writeFile(cut, whole.subarray(0, whole.length - 30));
    await expectRejected(cut, notAZip);
  });

  it('a PNG with a valid livery zip appended (a polyglot yauzl alone would open)', async () => {
    const zip = encodeRawZip([
      { name: 'customskin.tga', data: pair.livery },
      { name: 'customskin_region.tga', data: pair.regionMap },
    ]);
    const file = next('polyglot');
    await writeFile(file, Buffer.concat([await encodeImage({ width: 16, height: 16, format: 'png' }), zip]));
    await expectRejected(file, notAZip);
  });
});

describe('inspectLiveryZip requires exactly customskin.tga and customskin_region.tga (400)', () => {
  it('refuses an empty zip, one entry, and three entries', async () => {
    const empty = await buildZip([], next('none'));
    await expectRejected(empty, invalid(m.entryCount));
    const one = await buildZip([{ name: 'customskin.tga', data: pair.livery }], next('one'));
    await expectRejected(one, invalid(m.entryCount));
    const three = await buildZip(
      [
        { name: 'customskin.tga', data: pair.livery },
        { name: 'customskin_region.tga', data: pair.regionMap },
        { name: 'readme.txt', data: Buffer.from('hi') },
      ],
      next('three'),
    );
    await expectRejected(three, invalid(m.entryCount));
  });

  it('refuses other names, and the same name twice (in any case)', async () => {
    const wrong = await buildZip(
      [
        { name: 'livery.tga', data: pair.livery },
        { name: 'customskin_region.tga', data: pair.regionMap },
      ],
      next('wrong'),
    );
    await expectRejected(wrong, invalid(m.badName));
    for (const second of ['customskin.tga', 'CUSTOMSKIN.TGA']) {
      const twice = await writeRawZip(
        [
          { name: 'customskin.tga', data: pair.livery },
          { name: second, data: pair.livery },
        ],
        next('twice'),
      );
      await expectRejected(twice, invalid(m.duplicate));
    }
  });

  it.each([
    '../customskin.tga',
    '/abs/customskin.tga',
    '/customskin.tga',
    'C:customskin.tga',
    'C:\\customskin.tga',
    'dir/customskin.tga',
    'dir\\customskin.tga',
    '..\\customskin.tga',
    'customskin.tga ',
    'customs\u212Ain.tga', // Kelvin sign: lower-cases to "k" in JavaScript, not on Windows
  ])('refuses the path or look-alike %j', async (name) => {
    const zip = await writePatchedPairZip(next('name'), { name, flags: 0x800 });
    await expectRejected(zip, invalid(m.badName));
  });

  it('refuses a name that only a Unicode-path extra field would turn into customskin.tga', async () => {
    const raw = Buffer.from('evil.exe');
    const renamed = await writePatchedPairZip(next('upath'), {
      name: raw,
      extra: unicodePathExtra(raw, 'customskin.tga'),
    });
    await expectRejected(renamed, invalid(m.badName));
    // And a non-ASCII raw name (CP437 "ü") that is not one of ours either.
    const cp437 = await writePatchedPairZip(next('cp437'), { name: Buffer.from([0x63, 0x81, 0x2e, 0x74]) });
    await expectRejected(cp437, invalid(m.badName));
  });
});

describe('inspectLiveryZip refuses links, folders, encryption and exotic entries (400)', () => {
  it('a directory entry, even one named like the livery', async () => {
    const zip = await buildZip(
      [
        { name: 'customskin.tga', directory: true },
        { name: 'customskin_region.tga', data: pair.regionMap },
      ],
      next('dir'),
    );
    await expectRejected(zip, invalid(m.notAFile));
  });

  it('a symlink (Unix mode S_IFLNK in the external attributes), made by yazl and by hand', async () => {
    const byYazl = await buildZip(
      [
        { name: 'customskin.tga', data: Buffer.from('/etc/passwd'), options: { mode: 0o120777 } },
        { name: 'customskin_region.tga', data: pair.regionMap },
      ],
      next('link'),
    );
    await expectRejected(byYazl, invalid(m.notAFile));
    const byHand = await writePatchedPairZip(next('link'), { externalAttributes: (0o120777 << 16) >>> 0 });
    await expectRejected(byHand, invalid(m.notAFile));
  });

  it('a DOS directory attribute and other Unix file types (FIFO)', async () => {
    await expectRejected(await writePatchedPairZip(next('dosdir'), { externalAttributes: 0x10 }), invalid(m.notAFile));
    await expectRejected(
      await writePatchedPairZip(next('fifo'), { externalAttributes: (0o010644 << 16) >>> 0 }),
      invalid(m.notAFile),
    );
  });

  it('the encryption flag (traditional and strong)', async () => {
    await expectRejected(await writePatchedPairZip(next('enc'), { flags: 0x1 }), invalid(m.encrypted));
    await expectRejected(await writePatchedPairZip(next('strong'), { flags: 0x41 }), invalid(m.encrypted));
  });

  it('compression methods other than stored and deflate (LZMA)', async () => {
    const zip = await writePatchedPairZip(next('lzma'), { method: 14, compressed: Buffer.alloc(64) });
    await expectRejected(zip, invalid(m.compression));
  });

  it('a local header that names a different file than the central directory', async () => {
    const zip = await writePatchedPairZip(next('local'), { localName: '../../evil.tga' });
    await expectRejected(zip, invalid(m.damaged));
  });

  it('a wrong CRC-32 (corrupted data)', async () => {
    await expectRejected(await writePatchedPairZip(next('crc'), { crc: 0x12345678 }), invalid(m.damaged));
  });

  it('a nested zip, gzip or 7z archive named customskin.tga, recognised by content', async () => {
    const inner = await buildZip([{ name: 'x.tga', data: pair.livery }], next('inner'));
    const archives = [
      await readFile(inner),
      Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3, ...new Array(20).fill(0)]),
      Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4, ...new Array(24).fill(0)]),
    ];
    for (const data of archives) {
      await expectRejected(await writePatchedPairZip(next('nested'), { data }), invalid(m.nestedArchive));
    }
  });

  it('a zip over the size limit (413), before opening it', async () => {
    const zip = await writePatchedPairZip(next('big'), {});
    await expect(inspectLiveryZip(zip, { liveryZipBytesMax: 100 })).rejects.toMatchObject({
      statusCode: 413,
      code: 'LIVERY_TOO_LARGE',
      message: m.zipTooLarge(100),
    });
  });

  it('lets file-system errors through as they are (a server fault, not a bad upload)', async () => {
    await expect(inspectLiveryZip(tmp.file('missing.zip'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
