import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * Collections and league packs (issue 19). `collection.entry_count` is kept equal to its
 * `collection_entry` rows by triggers, so every way an entry goes — removed by its owner, by the
 * livery's deletion (ON DELETE CASCADE) or with its member's account — moves the count too.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await t
    .id(db.schema.createTable('collection'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('private'))
    .addColumn('is_league_pack', t.bool, (c) => c.notNull().defaultTo(t.falseDefault))
    .addColumn('entry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  // A member's collections (theirs, newest first) and their public ones on the profile.
  await db.schema
    .createIndex('collection_owner')
    .on('collection')
    .columns(['owner_id', 'visibility', 'updated_at'])
    .execute();

  await db.schema
    .createTable('collection_entry')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collection.id').onDelete('cascade'))
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('car_number', 'text')
    .addColumn('driver_or_team', 'text')
    .addColumn('added_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addPrimaryKeyConstraint('collection_entry_pk', ['collection_id', 'livery_id'])
    .execute();
  // The livery's deletion finds its entries through this index.
  await db.schema.createIndex('collection_entry_livery').on('collection_entry').columns(['livery_id']).execute();
  await db.schema
    .createIndex('collection_entry_position')
    .on('collection_entry')
    .columns(['collection_id', 'position'])
    .execute();

  if (kind === 'postgres') {
    await sql`
      CREATE FUNCTION collection_entry_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE collection SET entry_count = entry_count + 1 WHERE id = NEW.collection_id;
        ELSE
          UPDATE collection SET entry_count = entry_count - 1 WHERE id = OLD.collection_id;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER collection_entry_count_insert AFTER INSERT ON collection_entry
      FOR EACH ROW EXECUTE FUNCTION collection_entry_count()`.execute(db);
    await sql`CREATE TRIGGER collection_entry_count_delete AFTER DELETE ON collection_entry
      FOR EACH ROW EXECUTE FUNCTION collection_entry_count()`.execute(db);
  } else {
    await sql`CREATE TRIGGER collection_entry_count_insert AFTER INSERT ON collection_entry BEGIN
      UPDATE collection SET entry_count = entry_count + 1 WHERE id = new.collection_id; END`.execute(db);
    await sql`CREATE TRIGGER collection_entry_count_delete AFTER DELETE ON collection_entry BEGIN
      UPDATE collection SET entry_count = entry_count - 1 WHERE id = old.collection_id; END`.execute(db);
  }
}
