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
