// Batched inserts straight into the migrated schema: one prepared statement in one transaction on
// SQLite, one `INSERT … SELECT FROM unnest(arrays)` per batch on PostgreSQL.
// A bulk load as a restore does it, so 1,000,000 liveries (about 22 million rows) take minutes, not
// hours: `prepare` sets the written tables' secondary indexes and triggers aside (their definitions
// read from the database, so whatever the migrations made comes back as it was), the rows go into
// bare tables, and `finish` rebuilds the indexes once, sorted, instead of growing them row by row
// (each livery used to fire about 15 per-row `livery_change` updates on SQLite), then the
// search rows, FTS index and vocabulary of migration 0025, and the statistics. Primary keys and
// unique constraints stay: they check the data.
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

/** The server's own search folding and SQL (migrations 0025, 0029), so the bulk load indexes as its triggers would. */
const search = async () => ({
  ...(await tsImport('../../apps/server/src/db/migrations/0025-search-documents.ts', import.meta.url)),
  ...(await tsImport('../../apps/server/src/db/migrations/0029-search-prefixes.ts', import.meta.url)),
  ...(await tsImport('../../apps/server/src/db/database.ts', import.meta.url)),
});

/** Column types as PostgreSQL names them; SQLite only needs to know which ones are booleans. */
export const TABLES = {
  user: {
    id: 'int', name: 'text', email: 'text', email_verified: 'bool', created_at: 'timestamptz', updated_at: 'timestamptz',
    username: 'text', display_username: 'text', role: 'text', banned: 'bool', has_given_gdpr_consent: 'bool',
    gdpr_consent_date: 'timestamptz',
  },
  livery: {
    id: 'int', uploader_id: 'int', car_model_id: 'int', title: 'text', description: 'text', file_key: 'text',
    file_size: 'bigint', upload_date: 'timestamptz', updated_at: 'timestamptz', download_count: 'int', favorite_count: 'int',
    rating_count: 'int', rating_sum: 'int', rating_score: 'int',
  },
  livery_version: {
    livery_id: 'int', number: 'int', file_key: 'text', file_size: 'bigint', created_at: 'timestamptz', download_count: 'int',
  },
  livery_tag: { livery_id: 'int', tag_id: 'int' },
  screenshot: { livery_id: 'int', position: 'int', full_key: 'text', thumb_key: 'text', width: 'int', height: 'int' },
  region_configuration: {
    livery_id: 'int', region_name: 'text', material: 'text', base_style: 'text', flake_color: 'text', flake_strength: 'text',
  },
  favorite: { user_id: 'int', livery_id: 'int', created_at: 'timestamptz' },
  livery_preview: { livery_id: 'int', texture_key: 'text', overlay_key: 'text', stored_bytes: 'int' },
  livery_region_share: { livery_id: 'int', region_name: 'text', share_per_mille: 'int' },
  livery_rating: { livery_id: 'int', member_id: 'int', stars: 'int', created_at: 'timestamptz', updated_at: 'timestamptz' },
  livery_comment: { id: 'int', livery_id: 'int', parent_id: 'int', author_id: 'int', body: 'text', created_at: 'timestamptz' },
};

/** The writer for the server's own database: the SQLite file in DATA_DIR or DATABASE_URL. */
export async function openWriter({ kind, sqliteFile, databaseUrl }) {
  return kind === 'postgres' ? openPostgres(databaseUrl) : openSqlite(sqliteFile);
}

const WRITTEN = Object.keys(TABLES);
/** Filled in `finish`, from the written tables, as migration 0025's triggers would have. */
const DERIVED = ['livery_search'];

function openSqlite(file) {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  // Room for the indexes being rebuilt; the server opens its own connections with its own settings.
  db.pragma('cache_size = -524288');
  let setAside = [];
  const statements = new Map();
  const statementFor = (table, columns) => {
    if (!statements.has(table)) {
      const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      statements.set(table, db.prepare(sql));
    }
    return statements.get(table);
  };
  const writeAll = db.transaction((batches) => {
    for (const [table, rows] of batches) {
      if (rows.length === 0) continue;
      const columns = Object.keys(TABLES[table]);
      const insert = statementFor(table, columns);
      for (const row of rows) insert.run(row.map((v) => (typeof v === 'boolean' ? Number(v) : v)));
    }
  });
  return {
    kind: 'sqlite',
    query: async (sql, params = []) => {
      const stmt = db.prepare(sql);
      return stmt.reader ? stmt.all(params) : (stmt.run(params), []);
    },
    /** `batches`: [table, rows[]][] written in one transaction; each row lists TABLES' columns in order. */
    write: async (batches) => writeAll(batches),
    prepare: async () => {
      // Indexes made by CREATE INDEX (sql not null); unique constraints' autoindexes stay.
      setAside = db
        .prepare(
          `SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql IS NOT NULL
           AND tbl_name IN (${[...WRITTEN, ...DERIVED].map(() => '?').join(', ')})`,
        )
        .all([...WRITTEN, ...DERIVED]);
      for (const { type, name } of setAside) db.exec(`DROP ${type.toUpperCase()} "${name}"`);
    },
    finish: async () => {
      db.exec(FILL_SORT_KEYS);
      db.exec(FILL_FINGERPRINTS.sqlite);
      const { refreshDocuments, fillVocabulary, fillDescriptionVocabulary, registerSearchFolding } = await search();
      registerSearchFolding(db);
      db.exec(refreshDocuments('sqlite', '1 = 1'));
      db.exec(`INSERT INTO livery_search_fts (livery_search_fts) VALUES ('rebuild')`);
      db.exec(fillVocabulary('sqlite'));
      db.exec(fillDescriptionVocabulary('sqlite'));
      for (const { sql } of setAside.filter((o) => o.type === 'index')) db.exec(sql);
      for (const { sql } of setAside.filter((o) => o.type === 'trigger')) db.exec(sql);
      // What the skipped triggers would have done: one move of the version.
      db.exec('UPDATE livery_change SET version = version + 1 WHERE id = 1');
      for (const statement of RECOUNT_FACETS) db.exec(statement);
      db.exec('ANALYZE');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: async () => db.close(),
  };
}

/**
 * What migration 0018's triggers would have kept while loading: liveries per model and per model
 * and tag (`recountLiveryFacets` there; the server's TypeScript is not importable from here).
 */
const RECOUNT_FACETS = [
  'DELETE FROM livery_facet_count',
  `INSERT INTO livery_facet_count (car_model_id, tag_id, n)
   SELECT car_model_id, 0, count(*) FROM livery GROUP BY car_model_id
   UNION ALL
   SELECT l.car_model_id, lt.tag_id, count(*) FROM livery_tag lt JOIN livery l ON l.id = lt.livery_id
   GROUP BY l.car_model_id, lt.tag_id`,
];

/**
 * A site whose fingerprint backfill is done (issue 36): every version has a fingerprint, random
 * bands, so the job has nothing queued and a lookup reads a realistic index. Not a real texture's
 * hash (the generated versions have no zips); the bench data skip 0034's queueing trigger.
 */
const FILL_FINGERPRINTS = {
  sqlite: `INSERT INTO livery_fingerprint (livery_version_id, livery_id, texture_hash, band_0, band_1, band_2, band_3, colour)
    SELECT id, livery_id, printf('%04x%04x%04x%04x', b0, b1, b2, b3), b0, b1, b2, b3, '808080404040' FROM (
      SELECT id, livery_id, abs(random()) % 65536 AS b0, abs(random()) % 65536 AS b1, abs(random()) % 65536 AS b2,
        abs(random()) % 65536 AS b3 FROM livery_version)`,
  postgres: `INSERT INTO livery_fingerprint (livery_version_id, livery_id, texture_hash, band_0, band_1, band_2, band_3, colour)
    SELECT id, livery_id, lpad(to_hex(b0), 4, '0') || lpad(to_hex(b1), 4, '0') || lpad(to_hex(b2), 4, '0') || lpad(to_hex(b3), 4, '0'),
      b0, b1, b2, b3, '808080404040' FROM (
      SELECT id, livery_id, floor(random() * 65536)::int AS b0, floor(random() * 65536)::int AS b1,
        floor(random() * 65536)::int AS b2, floor(random() * 65536)::int AS b3 FROM livery_version) s`,
};

/** What migration 0020's triggers would have kept: each livery's class and uploader's username (`fillLiverySortKeys`). */
const FILL_SORT_KEYS = `UPDATE livery SET car_class_id = (SELECT car_class_id FROM car_model WHERE id = livery.car_model_id),
  uploader_username = (SELECT username FROM "user" WHERE "user".id = livery.uploader_id)`;

async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  await client.query(`SET maintenance_work_mem = '512MB'`);
  // Skips the foreign-key checks and the per-statement `livery_change` triggers while loading
  // (the generator's rows are consistent by construction); needs a superuser, as the bench uses.
  await client.query('SET session_replication_role = replica');
  let setAside = [];
  return {
    kind: 'postgres',
    query: async (sql, params = []) => (await client.query(sql, params)).rows,
    write: async (batches) => {
      await client.query('BEGIN');
      for (const [table, rows] of batches) {
        if (rows.length === 0) continue;
        const spec = TABLES[table];
        const columns = Object.keys(spec);
        const arrays = columns.map((_, i) => rows.map((r) => r[i]));
        const casts = columns.map((c, i) => `$${i + 1}::${spec[c]}[]`).join(', ');
        await client.query(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) SELECT * FROM unnest(${casts})`,
          arrays,
        );
      }
      await client.query('COMMIT');
    },
    prepare: async () => {
      // Indexes behind no constraint (primary keys, unique constraints and what foreign keys use stay).
      const { rows } = await client.query(
        `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS sql
         FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
         WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1)
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
        [[...WRITTEN, ...DERIVED]],
      );
      setAside = rows;
      for (const { name } of setAside) await client.query(`DROP INDEX ${name}`);
    },
    finish: async () => {
      await client.query(FILL_SORT_KEYS);
      await client.query(FILL_FINGERPRINTS.postgres);
      // Still without triggers: the search rows and their words in two statements, not a million.
      const { refreshDocuments, fillVocabulary, fillDescriptionVocabulary } = await search();
      await client.query(refreshDocuments('postgres', '1 = 1'));
      await client.query(fillVocabulary('postgres'));
      await client.query(fillDescriptionVocabulary('postgres'));
      await client.query('SET session_replication_role = origin');
      for (const { sql } of setAside) await client.query(sql);
      await client.query('UPDATE livery_change SET version = version + 1 WHERE id = 1');
      for (const statement of RECOUNT_FACETS) await client.query(statement);
      // Explicit ids were written: move the identity sequences past them.
      for (const table of ['user', 'livery', 'livery_comment']) {
        await client.query(
          `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT coalesce(max(id), 1) FROM "${table}"))`,
        );
      }
      await client.query('VACUUM ANALYZE');
    },
    close: () => client.end(),
  };
}

/** Drops and recreates the bench's own PostgreSQL database (never any other). */
export async function recreatePostgresDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
