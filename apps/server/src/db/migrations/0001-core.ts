import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/** The catalogue, liveries and everything hanging off them (docs/DESIGN.md §4). */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await t
    .id(db.schema.createTable('car_class'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  await sql`CREATE UNIQUE INDEX car_class_name_ci ON car_class (lower(name))`.execute(db);

  await t
    .id(db.schema.createTable('car_model'))
    .addColumn('car_class_id', 'integer', (c) => c.notNull().references('car_class.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  await sql`CREATE UNIQUE INDEX car_model_class_name_ci ON car_model (car_class_id, lower(name))`.execute(db);

  await t
    .id(db.schema.createTable('tag'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  await sql`CREATE UNIQUE INDEX tag_name_ci ON tag (lower(name))`.execute(db);

  await t
    .id(db.schema.createTable('livery'))
    .addColumn('uploader_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('car_model_id', 'integer', (c) => c.notNull().references('car_model.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('upload_date', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('livery_uploader').on('livery').columns(['uploader_id', 'upload_date']).execute();
  await db.schema.createIndex('livery_model').on('livery').columns(['car_model_id', 'upload_date']).execute();
  // One index per browse sort, each ending in id for a stable order between equal values.
  await db.schema.createIndex('livery_upload_date').on('livery').columns(['upload_date', 'id']).execute();
  await db.schema.createIndex('livery_download_count').on('livery').columns(['download_count', 'id']).execute();
  await db.schema.createIndex('livery_favorite_count').on('livery').columns(['favorite_count', 'id']).execute();
  await db.schema.createIndex('livery_title').on('livery').columns(['title', 'id']).execute();

  await db.schema
    .createTable('livery_tag')
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tag.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('livery_tag_pk', ['livery_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('livery_tag_tag').on('livery_tag').columns(['tag_id', 'livery_id']).execute();

  await t
    .id(db.schema.createTable('screenshot'))
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('full_key', 'text', (c) => c.notNull())
    .addColumn('thumb_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addUniqueConstraint('screenshot_livery_position', ['livery_id', 'position'])
    .execute();

  await t
    .id(db.schema.createTable('region_configuration'))
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('region_name', 'text', (c) => c.notNull())
    .addColumn('material', 'text', (c) => c.notNull())
    .addColumn('base_style', 'text')
    .addColumn('flake_color', 'text')
    .addColumn('flake_strength', 'text')
    .addUniqueConstraint('region_configuration_livery_region', ['livery_id', 'region_name'])
    .execute();

  await db.schema
    .createTable('favorite')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addPrimaryKeyConstraint('favorite_pk', ['user_id', 'livery_id'])
    .execute();
  await db.schema.createIndex('favorite_livery').on('favorite').columns(['livery_id']).execute();

  await t
    .id(db.schema.createTable('download'))
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('client_hash', 'text', (c) => c.notNull())
    .addColumn('downloaded_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  await db.schema
    .createIndex('download_dedupe')
    .on('download')
    .columns(['livery_id', 'client_hash', 'downloaded_at'])
    .execute();

  await t
    .id(db.schema.createTable('report'))
    .addColumn('livery_id', 'integer', (c) => c.references('livery.id').onDelete('set null'))
    .addColumn('livery_title', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('handled_by_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('handled_at', t.timestamp)
    .execute();
  await db.schema.createIndex('report_status_created').on('report').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('report_livery').on('report').columns(['livery_id', 'reporter_id']).execute();
  // One open report per member and livery, even when two arrive at once.
  await sql`CREATE UNIQUE INDEX report_one_open ON report (livery_id, reporter_id) WHERE status IN ('Pending', 'UnderInvestigation')`.execute(
    db,
  );

  await t
    .id(db.schema.createTable('contact_message'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('include_user_info', t.bool, (c) => c.notNull().defaultTo(t.falseDefault))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();

  await t
    .id(db.schema.createTable('audit_event'))
    .addColumn('actor_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  await db.schema.createIndex('audit_event_created').on('audit_event').columns(['created_at']).execute();
}
