import {
  type CarClass,
  type CarClassInput,
  type CarModel,
  type CarModelInput,
  MESSAGES,
  type Tag,
  type TagInput,
} from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createAuditRepository } from '../audit/audit.repository';
import { createCatalogueRepository } from './catalogue.repository';

const m = MESSAGES.catalogue;

/**
 * Catalogue rules: names are unique case-insensitively (models within their class), a model's
 * class must exist, and nothing in use can be deleted. Every write is audited in the same
 * transaction.
 */
export function createCatalogueService(db: Db) {
  const read = createCatalogueRepository(db.kysely);

  async function write<T>(work: (trx: Kysely<Database>) => Promise<T>, onUniqueViolation: () => AppError): Promise<T> {
    try {
      return await db.kysely.transaction().execute(work);
    } catch (error) {
      // Two admins racing on the same name: the unique index decides, the loser gets a 409.
      if (isUniqueViolation(error)) throw onUniqueViolation();
      if (isForeignKeyViolation(error)) throw AppError.conflict('This item is in use and cannot be changed that way.');
      throw error;
    }
  }

  const tx = (trx: Kysely<Database>) => ({ repo: createCatalogueRepository(trx), audit: createAuditRepository(trx) });

  async function requireClass(id: number): Promise<CarClass> {
    const found = await read.findClass(id);
    if (!found) throw AppError.notFound(m.classNotFound);
    return found;
  }
  /** A class named inside a request body: its absence makes the request invalid (400), not the URL. */
  async function requireReferencedClass(id: number): Promise<CarClass> {
    const found = await read.findClass(id);
    if (!found) throw AppError.badRequest(m.classNotFound, 'UNKNOWN_CAR_CLASS');
    return found;
  }
  async function requireModel(id: number): Promise<CarModel> {
    const found = await read.findModel(id);
    if (!found) throw AppError.notFound(m.modelNotFound);
    return found;
  }
  async function requireTag(id: number): Promise<Tag> {
    const found = await read.findTag(id);
    if (!found) throw AppError.notFound(m.tagNotFound);
    return found;
  }

  return {
    listClasses: read.listClasses,
    listModels: read.listModels,
    listTags: read.listTags,
    async listModelsOfClass(classId: number): Promise<CarModel[]> {
      await requireClass(classId);
      return read.listModelsOfClass(classId);
    },

    async createClass(viewer: Viewer, { name }: CarClassInput): Promise<CarClass> {
      if (await read.findClassByName(name)) throw AppError.conflict(m.classNameTaken(name));
      const id = await write(
        async (trx) => {
          const { repo, audit } = tx(trx);
          const newId = await repo.insertClass(name);
          await audit.record({
            actorId: viewer.id,
            action: 'carclass.create',
            targetType: 'carclass',
            targetId: newId,
            summary: `Created car class "${name}"`,
          });
          return newId;
        },
        () => AppError.conflict(m.classNameTaken(name)),
      );
      return requireClass(id);
    },

    async renameClass(viewer: Viewer, id: number, { name }: CarClassInput): Promise<CarClass> {
      const before = await requireClass(id);
      const clash = await read.findClassByName(name);
      if (clash && clash.id !== id) throw AppError.conflict(m.classNameTaken(name));
      await write(
        async (trx) => {
          const { repo, audit } = tx(trx);
          await repo.renameClass(id, name);
          await audit.record({
            actorId: viewer.id,
            action: 'carclass.update',
            targetType: 'carclass',
            targetId: id,
            summary: `Renamed car class "${before.name}" to "${name}"`,
          });
        },
        () => AppError.conflict(m.classNameTaken(name)),
      );
      return requireClass(id);
    },

    async deleteClass(viewer: Viewer, id: number): Promise<void> {
      const found = await requireClass(id);
      if (found.modelCount > 0) throw AppError.conflict(m.classDeleteBlocked(found.name, found.modelCount), 'IN_USE');
      await write(
        async (trx) => {
          const { repo, audit } = tx(trx);
          await repo.deleteClass(id);
          await audit.record({
            actorId: viewer.id,
            action: 'carclass.delete',
            targetType: 'carclass',
            targetId: id,
            summary: `Deleted car class "${found.name}"`,
          });
        },
        () => AppError.conflict(m.classDeleteBlocked(found.name, found.modelCount)),
      );
    },

    async createModel(viewer: Viewer, { name, carClassId }: CarModelInput): Promise<CarModel> {
      const cls = await requireReferencedClass(carClassId);
      if (await read.findModelByName(carClassId, name)) throw AppError.conflict(m.modelNameTaken(name));
      const id = await write(
        async (trx) => {
          const { repo, audit } = tx(trx);
          const newId = await repo.insertModel(carClassId, name);
          await audit.record({
            actorId: viewer.id,
            action: 'carmodel.create',
            targetType: 'carmodel',
            targetId: newId,
            summary: `Created car model "${name}" in ${cls.name}`,
          });
          return newId;
        },
        () => AppError.conflict(m.modelNameTaken(name)),
      );
      return requireModel(id);
    },

    async updateModel(viewer: Viewer, id: number, { name, carClassId }: CarModelInput): Promise<CarModel> {
      const before = await requireModel(id);
      await requireReferencedClass(carClassId);
      const clash = await read.findModelByName(carClassId, name);
      if (clash && clash.id !== id) throw AppError.conflict(m.modelNameTaken(name));
      await write(
        async (trx) => {
          const { repo, audit } = tx(trx);
          await repo.updateModel(id, carClassId, name);
          await audit.record({
            actorId: viewer.id,
            action: 'carmodel.update',
            targetType: 'carmodel',
            targetId: id,
            summary: `Updated car model "${before.name}" to "${name}"`,
          });
        },
        () => AppError.conflict(m.modelNameTaken(name)),
      );
      return requireModel(id);
    },

    async deleteModel(viewer: Viewer, id: number): Promise<void> {
      const found = await requireModel(id);
      if (found.liveryCount > 0) throw AppError.conflict(m.modelDeleteBlocked(found.name, found.liveryCount), 'IN_USE');
      await write(
        async (trx) => {
          const { repo, audit } = tx(trx);
          await repo.deleteModel(id);
          await audit.record({
            actorId: viewer.id,
            action: 'carmodel.delete',
            targetType: 'carmodel',
            targetId: id,
            summary: `Deleted car model "${found.name}"`,
          });
        },
        () => AppError.conflict(m.modelDeleteBlocked(found.name, found.liveryCount)),
      );
    },

    async createTag(viewer: Viewer, { name }: TagInput): Promise<Tag> {
      if (await read.findTagByName(name)) throw AppError.conflict(m.tagNameTaken(name));
      const id = await write(
        async (trx) => {
          const { repo, audit } = tx(trx);
          const newId = await repo.insertTag(name);
          await audit.record({
            actorId: viewer.id,
            action: 'tag.create',
            targetType: 'tag',
            targetId: newId,
            summary: `Created tag "${name}"`,
          });
          return newId;
        },
        () => AppError.conflict(m.tagNameTaken(name)),
      );
      return requireTag(id);
    },

    async renameTag(viewer: Viewer, id: number, { name }: TagInput): Promise<Tag> {
      const before = await requireTag(id);
      const clash = await read.findTagByName(name);
      if (clash && clash.id !== id) throw AppError.conflict(m.tagNameTaken(name));
      await write(
        async (trx) => {
          const { repo, audit } = tx(trx);
          await repo.renameTag(id, name);
          await audit.record({
            actorId: viewer.id,
            action: 'tag.update',
            targetType: 'tag',
            targetId: id,
            summary: `Renamed tag "${before.name}" to "${name}"`,
          });
        },
        () => AppError.conflict(m.tagNameTaken(name)),
      );
      return requireTag(id);
    },

    async deleteTag(viewer: Viewer, id: number): Promise<void> {
      const found = await requireTag(id);
      if (found.liveryCount > 0) throw AppError.conflict(m.tagDeleteBlocked(found.name, found.liveryCount), 'IN_USE');
      await write(
        async (trx) => {
          const { repo, audit } = tx(trx);
          await repo.deleteTag(id);
          await audit.record({
            actorId: viewer.id,
            action: 'tag.delete',
            targetType: 'tag',
            targetId: id,
            summary: `Deleted tag "${found.name}"`,
          });
        },
        () => AppError.conflict(m.tagDeleteBlocked(found.name, found.liveryCount)),
      );
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
