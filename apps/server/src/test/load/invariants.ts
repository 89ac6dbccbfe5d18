import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { LoadWorld } from './load-server';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The invariants the load must leave intact; returns what broke (empty when all hold). */
export function checkInvariants(
  dataDir: string,
  world: LoadWorld,
  uploads201: number,
): { checked: number; broken: string[] } {
  const db = new BetterSqlite3(path.join(dataDir, 'paddock.db'), { readonly: true });
  const broken: string[] = [];
  let checked = 0;
  const check = (ok: boolean, what: string) => {
    checked += 1;
    if (!ok) broken.push(what);
  };
  const one = <T>(query: string, ...params: unknown[]) => db.prepare(query).get(...params) as T;
  try {
    const drift = (counter: string, table: string) =>
      one<{ n: number }>(
        `select count(*) n from livery l where l.${counter} <> (select count(*) from ${table} x where x.livery_id = l.id)`,
      ).n;
    check(drift('download_count', 'download') === 0, 'download counters equal download rows');
    check(drift('favorite_count', 'favorite') === 0, 'favourite counters equal favourite rows');
    const burst = one<{ d: number; c: number }>(
      'select download_count d, (select count(distinct client_hash) from download where livery_id = ?) c from livery where id = ?',
      world.burstLiveryId,
      world.burstLiveryId,
    );
    check(
      burst.d === 200 && burst.c === 200,
      `burst livery counted exactly 200 downloads by 200 clients (got ${burst.d}, ${burst.c})`,
    );
    const favs = one<{ n: number }>('select count(*) n from favorite where livery_id = ?', world.burstLiveryId).n;
    check(favs === 1, `50 parallel favourites by one member made one row (got ${favs})`);
    const liveries = one<{ n: number }>('select count(*) n from livery').n;
    // Up to one upload per connection may still be in flight when autocannon stops counting.
    const uploaded = liveries - 2;
    check(
      uploaded >= uploads201 && uploaded <= uploads201 + 16,
      `livery rows (${liveries}) match accepted uploads (${uploads201} answered, ≤ 16 in flight)`,
    );

    const uploadsDir = path.join(dataDir, 'uploads');
    const stored = new Set(
      ['liveries', 'screenshots', 'thumbnails', 'previews'].flatMap((p) =>
        filesUnder(path.join(uploadsDir, p)).map((f) => `${p}/${f}`),
      ),
    );
    const referenced = new Set([
      // Every version's zip (issue 19); the newest is also the livery's own.
      ...(
        db.prepare('select file_key k from livery union select file_key from livery_version').all() as { k: string }[]
      ).map((r) => r.k),
      ...(
        db.prepare('select full_key k from screenshot union all select thumb_key from screenshot').all() as {
          k: string;
        }[]
      ).map((r) => r.k),
    ]);
    check(
      stored.size === referenced.size,
      `stored objects (${stored.size}) equal referenced keys (${referenced.size})`,
    );
    check(
      [...stored].every((k) => referenced.has(k)),
      'no stored object without a row',
    );
    check(
      [...referenced].every((k) => stored.has(k)),
      'no row pointing at a missing object',
    );
    check(filesUnder(path.join(dataDir, 'tmp')).length === 0, 'no temporary upload files left');
    check(filesUnder(path.join(uploadsDir, '.partial')).length === 0, 'no partial objects left');
    const sessions =
      world.bannedIds.length === 0
        ? 0
        : one<{ n: number }>(
            `select count(*) n from session where user_id in (${world.bannedIds.map(() => '?').join(',')})`,
            ...world.bannedIds,
          ).n;
    check(world.bannedIds.length === 10 && sessions === 0, `banned members hold no sessions (got ${sessions})`);
    const integrity = db.pragma('integrity_check', { simple: true });
    check(integrity === 'ok', `PRAGMA integrity_check is ok (got ${integrity})`);
    check((db.pragma('foreign_key_check') as unknown[]).length === 0, 'PRAGMA foreign_key_check finds nothing');
  } finally {
    db.close();
  }
  return { checked, broken };
}
