// Batched inserts straight into the migrated schema: one prepared statement in one transaction on
// SQLite, one `INSERT … SELECT FROM unnest(arrays)` per batch on PostgreSQL.
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

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

function openSqlite(file) {
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
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
    finish: async () => {
      db.exec('ANALYZE');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    close: async () => db.close(),
  };
}

async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SET synchronous_commit = off');
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
    finish: async () => {
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
