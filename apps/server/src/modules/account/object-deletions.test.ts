import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import type { Storage } from '../../storage/storage';
import { createObjectDeletions } from './object-deletions';

describe('purging deleted files', () => {
  it('answers "retry later" instead of failing when the files are gone but crossing them off fails', async () => {
    const deleteMany = vi.fn(async () => {});
    const storage = { deleteMany } as unknown as Storage;
    // A database that is down by the time the files are deleted.
    const down = new Proxy(
      {},
      {
        get() {
          throw new Error('database unreachable');
        },
      },
    );
    const deletions = createObjectDeletions({ kysely: down } as unknown as Db, storage, pino({ level: 'silent' }));
    await expect(deletions.purge(['liveries/2026/11/a.zip'])).resolves.toBe(false);
    expect(deleteMany).toHaveBeenCalledWith(['liveries/2026/11/a.zip']);
  });
});
