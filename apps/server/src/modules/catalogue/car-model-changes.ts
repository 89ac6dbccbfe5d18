import type { CarModel } from '@paddock/contract';

/** A model as an edit leaves it (its nicknames already checked and without its own name). */
export type ModelAfterEdit = Pick<CarModel, 'name' | 'carClassId' | 'installFolder' | 'aliases'>;

/** How an audit summary names a model's nicknames after a change (issue 38 §6). */
export function aliasSummary(aliases: readonly string[]): string {
  return aliases.length === 0 ? ' (no nicknames)' : ` (nicknames: ${aliases.join(', ')})`;
}

/** Whether two nickname lists hold the same nicknames (the order they were added in is kept as stored). */
function sameAliases(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((alias) => b.includes(alias));
}

/** The audit line of a model's edit: its rename, and its install folder and nicknames when they changed. */
export function modelUpdateSummary(before: CarModel, after: ModelAfterEdit): string {
  const folder = after.installFolder === before.installFolder ? '' : ` (install folder ${after.installFolder})`;
  const aliases = sameAliases(before.aliases, after.aliases) ? '' : aliasSummary(after.aliases);
  return `Updated car model "${before.name}" to "${after.name}"${folder}${aliases}`;
}

/**
 * Only the columns an edit changes: an UPDATE naming a column runs the triggers on it even when its
 * value stays (the search rows of 0025, the liveries' class copy of 0020), re-indexing every livery
 * of the model for an edit of its nicknames alone.
 */
export function changedColumns(before: CarModel, after: ModelAfterEdit) {
  return {
    name: after.name === before.name ? undefined : after.name,
    carClassId: after.carClassId === before.carClassId ? undefined : after.carClassId,
    installFolder: after.installFolder === before.installFolder ? undefined : after.installFolder,
  };
}
