import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';

/** Column types that differ between SQLite and PostgreSQL, for migrations only. */
export function columnTypes(kind: DatabaseKind) {
  const pg = kind === 'postgres';
  return {
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    bool: pg ? ('boolean' as const) : ('integer' as const),
    /** Default "now" in the ISO format that `toIso` reads back unchanged. */
    nowDefault: pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    falseDefault: pg ? sql`false` : sql`0`,
    /** An auto-incrementing integer primary key. */
    id<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
      return pg
        ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    },
  };
}

export type MigrationFn = (db: Kysely<unknown>, kind: DatabaseKind) => Promise<void>;
export type ColumnBuilder = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/**
 * Measures new SQLite indexes when the database has statistics (ANALYZE has run): beside indexes
 * with statistics, one without looks ten times more selective to the planner.
 */
export async function analyzeNewSqliteIndexes(db: Kysely<unknown>, names: readonly string[]): Promise<void> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'`.execute(db);
  if (Number(rows[0]?.n) === 0) return;
  for (const name of names) await sql`ANALYZE ${sql.id(name)}`.execute(db);
}

/**
 * PostgreSQL row triggers, one function each: `functions` maps a name to its PL/pgSQL body, and
 * `triggers` gives each name its timing and event (`AFTER INSERT ON livery`).
 */
export async function createPostgresRowTriggers(
  db: Kysely<unknown>,
  functions: Record<string, string>,
  triggers: readonly (readonly [name: string, event: string])[],
): Promise<void> {
  for (const [name, body] of Object.entries(functions)) {
    await sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} END $$`).execute(db);
  }
  for (const [name, event] of triggers) {
    await sql.raw(`CREATE TRIGGER ${name} ${event} FOR EACH ROW EXECUTE FUNCTION ${name}()`).execute(db);
  }
}
