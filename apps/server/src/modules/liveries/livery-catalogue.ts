import { LIVERY_INPUT_MESSAGES as m } from '@paddock/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';

/**
 * Resolves the class and model named in an upload or edit: the model must belong to the class,
 * and every tag must exist.
 */
export async function resolveCatalogue(
  db: Db,
  input: { carClassName: string; carModelName: string; tagIds: readonly number[] },
): Promise<{ carModelId: number }> {
  const cls = await db.kysely
    .selectFrom('car_class')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${input.carClassName})`)
    .executeTakeFirst();
  if (!cls) throw AppError.badRequest(m.unknownClass, 'UNKNOWN_CAR_CLASS');
  const model = await db.kysely
    .selectFrom('car_model')
    .select('id')
    .where('car_class_id', '=', cls.id)
    .where(sql<boolean>`lower(name) = lower(${input.carModelName})`)
    .executeTakeFirst();
  if (!model) throw AppError.badRequest(m.modelNotInClass, 'MODEL_NOT_IN_CLASS');

  const unique = [...new Set(input.tagIds)];
  if (unique.length > 0) {
    const found = await db.kysely.selectFrom('tag').select('id').where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw AppError.badRequest(m.unknownTag, 'UNKNOWN_TAG');
  }
  return { carModelId: model.id };
}
