import { LIVERY_INPUT_MESSAGES as m } from '@paddock/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createLiveryCatalogueRepository } from './livery-catalogue.repository';

/**
 * Resolves the class and model named in an upload or edit: the model must belong to the class,
 * and every tag must exist.
 */
export async function resolveCatalogue(
  db: Db,
  input: { carClassName: string; carModelName: string; tagIds: readonly number[] },
): Promise<{ carModelId: number }> {
  const repo = createLiveryCatalogueRepository(db.kysely);
  const cls = await repo.findClassByName(input.carClassName);
  if (!cls) throw AppError.badRequest(m.unknownClass, 'UNKNOWN_CAR_CLASS');
  const model = await repo.findModelInClass(cls.id, input.carModelName);
  if (!model) throw AppError.badRequest(m.modelNotInClass, 'MODEL_NOT_IN_CLASS');

  const unique = [...new Set(input.tagIds)];
  if (unique.length > 0 && (await repo.countExistingTags(unique)) !== unique.length)
    throw AppError.badRequest(m.unknownTag, 'UNKNOWN_TAG');
  return { carModelId: model.id };
}
