import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { uploadLivery } from '../test/livery-factory';
import { useTestApp } from '../test/test-app';
import { newObjectKey } from './storage';
import { sweepOrphanObjects } from './sweep-orphan-objects';

const t = useTestApp();

async function allKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ['liveries/', 'screenshots/', 'thumbnails/'])
    for await (const key of t.app.deps.storage.list(prefix)) keys.push(key);
  return keys.sort();
}

it('removes old objects no row references, and keeps referenced and recent ones', async () => {
  const user = await createUser(t.app);
  await uploadLivery(t.app, user);
  const referenced = await allKeys();
  const { storage, db, log } = t.app.deps;
  const orphanZip = newObjectKey('liveries', 'zip');
  const orphanShot = newObjectKey('screenshots', 'webp');
  await storage.put(orphanZip, Readable.from([Buffer.from('PK')]), { contentType: 'application/zip' });
  await storage.put(orphanShot, Readable.from([Buffer.from('RIFF')]), { contentType: 'image/webp' });

  // Recent orphans may be uploads in flight: they stay.
  expect(await sweepOrphanObjects(db, storage, log, { olderThanMs: 60 * 60 * 1000 })).toBe(0);
  expect(await allKeys()).toHaveLength(referenced.length + 2);

  // An hour later they are gone, and everything a livery references is still there.
  const later = Date.now() + 2 * 60 * 60 * 1000;
  expect(await sweepOrphanObjects(db, storage, log, { olderThanMs: 60 * 60 * 1000, now: later })).toBe(2);
  expect(await allKeys()).toEqual(referenced);
});

it('stops when its signal is aborted, leaving the rest for the next start', async () => {
  const { storage, db, log } = t.app.deps;
  const orphan = newObjectKey('liveries', 'zip');
  await storage.put(orphan, Readable.from([Buffer.from('PK')]), { contentType: 'application/zip' });
  const later = Date.now() + 2 * 60 * 60 * 1000;
  const stopped = AbortSignal.abort();
  expect(await sweepOrphanObjects(db, storage, log, { olderThanMs: 60 * 60 * 1000, now: later, signal: stopped })).toBe(
    0,
  );
  expect(await allKeys()).toContain(orphan);
  expect(await sweepOrphanObjects(db, storage, log, { olderThanMs: 60 * 60 * 1000, now: later })).toBe(1);
});
