import {
  type CarClass,
  type CarClassInput,
  type CarModel,
  type CarModelInput,
  carModelAliasesOf,
  DEFAULT_INSTALL_FOLDER,
  MESSAGES,
  type Tag,
  type TagInput,
} from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { createAuditLog } from '../audit/audit.service';
import { aliasSummary, changedColumns, modelUpdateSummary } from './car-model-changes';
import { createCatalogueRepository } from './catalogue.repository';

const m = MESSAGES.catalogue;

/**
 * Catalogue rules: names are unique case-insensitively (models within their class), a model's
 * class must exist, and nothing in use can be deleted. Every write is audited in the same
 * transaction.
 */
export function createCatalogueService(db: Db) {
  const read = createCatalogueRepository(db.kysely);

  /**
   * Runs a catalogue write (which answers the id it touched) and its audit event in one
   * transaction. A unique-index violation (two admins racing on one name) becomes the 409 the
   * caller names; a foreign key refusal, a 409 too.
   */
  async function audited(
    viewer: Viewer,
    event: { action: string; targetType: string; summary: string },
    work: (repo: ReturnType<typeof createCatalogueRepository>) => Promise<number>,
    conflict: () => AppError,
  ): Promise<number> {
    try {
      return await db.kysely.transaction().execute(async (trx) => {
        const targetId = await work(createCatalogueRepository(trx));
        await createAuditLog(trx).record({ actorId: viewer.id, targetId, ...event });
        return targetId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      if (isForeignKeyViolation(error)) throw AppError.conflict('This item is in use and cannot be changed that way.');
      throw error;
    }
  }

  /** A write to an existing row: audited under that row's id. */
  const auditedOn = (
    viewer: Viewer,
    id: number,
    event: Parameters<typeof audited>[1],
    work: (repo: ReturnType<typeof createCatalogueRepository>) => Promise<unknown>,
    conflict: () => AppError,
  ) =>
    audited(
      viewer,
      event,
      async (repo) => {
        await work(repo);
        return id;
      },
      conflict,
    );

  /** Deletes a row nothing uses (`usage`); one in use, now or when the delete runs, is a 409 IN_USE. */
  async function deleteUnused(
    viewer: Viewer,
    id: number,
    { usage, blockedMessage }: { usage: number; blockedMessage: string },
    event: Parameters<typeof audited>[1],
    remove: (repo: ReturnType<typeof createCatalogueRepository>) => Promise<unknown>,
  ): Promise<void> {
    const blocked = () => AppError.conflict(blockedMessage, 'IN_USE');
    if (usage > 0) throw blocked();
    await auditedOn(viewer, id, event, remove, blocked);
  }

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
      const id = await audited(
        viewer,
        { action: 'carclass.create', targetType: 'carclass', summary: `Created car class "${name}"` },
        (repo) => repo.insertClass(name),
        () => AppError.conflict(m.classNameTaken(name)),
      );
      return requireClass(id);
    },

    async renameClass(viewer: Viewer, id: number, { name }: CarClassInput): Promise<CarClass> {
      const before = await requireClass(id);
      const clash = await read.findClassByName(name);
      if (clash && clash.id !== id) throw AppError.conflict(m.classNameTaken(name));
      await auditedOn(
        viewer,
        id,
        {
          action: 'carclass.update',
          targetType: 'carclass',
          summary: `Renamed car class "${before.name}" to "${name}"`,
        },
        (repo) => repo.renameClass(id, name),
        () => AppError.conflict(m.classNameTaken(name)),
      );
      return requireClass(id);
    },

    async deleteClass(viewer: Viewer, id: number): Promise<void> {
      const found = await requireClass(id);
      await deleteUnused(
        viewer,
        id,
        { usage: found.modelCount, blockedMessage: m.classDeleteBlocked(found.name, found.modelCount) },
        { action: 'carclass.delete', targetType: 'carclass', summary: `Deleted car class "${found.name}"` },
        (repo) => repo.deleteClass(id),
      );
    },

    async createModel(
      viewer: Viewer,
      { name, carClassId, installFolder, aliases = [] }: CarModelInput,
    ): Promise<CarModel> {
      const cls = await requireReferencedClass(carClassId);
      if (await read.findModelByName(carClassId, name)) throw AppError.conflict(m.modelNameTaken(name));
      const folder = installFolder ?? DEFAULT_INSTALL_FOLDER;
      const nicknames = carModelAliasesOf(name, aliases);
      const id = await audited(
        viewer,
        {
          action: 'carmodel.create',
          targetType: 'carmodel',
          summary: `Created car model "${name}" in ${cls.name}${nicknames.length > 0 ? aliasSummary(nicknames) : ''}`,
        },
        async (repo) => {
          const created = await repo.insertModel(carClassId, name, folder);
          await repo.addAliases(created, nicknames);
          return created;
        },
        () => AppError.conflict(m.modelNameTaken(name)),
      );
      return requireModel(id);
    },

    /**
     * Changes a model and, when `aliases` is given, replaces its nicknames in the same transaction:
     * only the removed ones are deleted and the new ones inserted, so the search triggers re-index
     * the model's liveries once per change (none when the list is the same).
     */
    async updateModel(
      viewer: Viewer,
      id: number,
      { name, carClassId, installFolder, aliases }: CarModelInput,
    ): Promise<CarModel> {
      const before = await requireModel(id);
      const folder = installFolder ?? before.installFolder;
      await requireReferencedClass(carClassId);
      const clash = await read.findModelByName(carClassId, name);
      if (clash && clash.id !== id) throw AppError.conflict(m.modelNameTaken(name));
      const after = {
        name,
        carClassId,
        installFolder: folder,
        aliases: carModelAliasesOf(name, aliases ?? before.aliases),
      };
      await auditedOn(
        viewer,
        id,
        { action: 'carmodel.update', targetType: 'carmodel', summary: modelUpdateSummary(before, after) },
        async (repo) => {
          await repo.updateModel(id, changedColumns(before, after));
          await repo.replaceAliases(id, after.aliases);
        },
        () => AppError.conflict(m.modelNameTaken(name)),
      );
      return requireModel(id);
    },

    async deleteModel(viewer: Viewer, id: number): Promise<void> {
      const found = await requireModel(id);
      await deleteUnused(
        viewer,
        id,
        { usage: found.liveryCount, blockedMessage: m.modelDeleteBlocked(found.name, found.liveryCount) },
        { action: 'carmodel.delete', targetType: 'carmodel', summary: `Deleted car model "${found.name}"` },
        (repo) => repo.deleteModel(id),
      );
    },

    async createTag(viewer: Viewer, { name }: TagInput): Promise<Tag> {
      if (await read.findTagByName(name)) throw AppError.conflict(m.tagNameTaken(name));
      const id = await audited(
        viewer,
        { action: 'tag.create', targetType: 'tag', summary: `Created tag "${name}"` },
        (repo) => repo.insertTag(name),
        () => AppError.conflict(m.tagNameTaken(name)),
      );
      return requireTag(id);
    },

    async renameTag(viewer: Viewer, id: number, { name }: TagInput): Promise<Tag> {
      const before = await requireTag(id);
      const clash = await read.findTagByName(name);
      if (clash && clash.id !== id) throw AppError.conflict(m.tagNameTaken(name));
      await auditedOn(
        viewer,
        id,
        { action: 'tag.update', targetType: 'tag', summary: `Renamed tag "${before.name}" to "${name}"` },
        (repo) => repo.renameTag(id, name),
        () => AppError.conflict(m.tagNameTaken(name)),
      );
      return requireTag(id);
    },

    async deleteTag(viewer: Viewer, id: number): Promise<void> {
      const found = await requireTag(id);
      await deleteUnused(
        viewer,
        id,
        { usage: found.liveryCount, blockedMessage: m.tagDeleteBlocked(found.name, found.liveryCount) },
        { action: 'tag.delete', targetType: 'tag', summary: `Deleted tag "${found.name}"` },
        (repo) => repo.deleteTag(id),
      );
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
