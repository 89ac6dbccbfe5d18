import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { useTempDir, zip64AndMultiDiskZips } from '../../../test/fixtures';
import { postUpload } from '../../../test/livery-factory';
import { stateCounts } from '../../../test/security/security-world';
import { useTestApp } from '../../../test/test-app';
import { LIVERY_ZIP_MESSAGES } from './validation-errors';
import { checkZipLayout } from './zip-layout';

// Each upload takes a slot of the hourly allowance; this file sends more than one member's hour.
const t = useTestApp({ UPLOADS_PER_HOUR: '100' });
const tmp = useTempDir();
const zips = Object.entries(zip64AndMultiDiskZips());
const hidden = { statusCode: 400, code: 'INVALID_LIVERY_ZIP', message: LIVERY_ZIP_MESSAGES.hiddenContent };
/** yauzl refuses a zip whose end record is not on the first disk before the layout is read. */
const refusedByYauzl = { statusCode: 415, code: 'NOT_A_ZIP', message: LIVERY_ZIP_MESSAGES.notAZip };
let member: TestUser;

beforeAll(async () => {
  member = await createUser(t.app);
});

describe('the zip layout check refuses ZIP64 and multi-disk zips', () => {
  it.each(zips)('%s', async (label, zip) => {
    const file = tmp.file(`${label.replace(/\W+/g, '-')}.zip`);
    await writeFile(file, zip);
    await expect(checkZipLayout(file)).rejects.toMatchObject(hidden);
  });
});

describe('an upload whose zip needs ZIP64 or several disks is refused with a clear 4xx, nothing written', () => {
  it.each(zips)('%s', async (label, zip) => {
    const before = await stateCounts(t.app);
    const res = await postUpload(t.app, member, { zip });
    const expected = label.includes('second disk') ? refusedByYauzl : hidden;
    expect(res.statusCode, res.body).toBe(expected.statusCode);
    expect(res.json()).toEqual(expected);
    expect(await stateCounts(t.app)).toEqual(before);
  });
});
