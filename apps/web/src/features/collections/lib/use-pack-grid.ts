import { type CollectionDetail, CollectionEntriesUpdateSchema } from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-messages';
import { entryCalls, useEntryMutation } from '../api/entry-mutations';
import { COLLECTION_UI } from './messages';

export type PackField = 'carNumber' | 'driverOrTeam';
export type PackDraft = Record<PackField, string>;
export type PackRowErrors = Partial<Record<PackField, string>>;
type Row = { liveryId: number; carNumber: string | null; driverOrTeam: string | null };

const toRow = (liveryId: number, draft: PackDraft): Row => ({
  liveryId,
  carNumber: draft.carNumber.trim() || null,
  driverOrTeam: draft.driverOrTeam.trim() || null,
});

/** `entries.{index}.{field}` paths (the contract's and the server's) as errors by livery and field. */
function errorsByLivery(rows: Row[], issues: readonly { path: string; message: string }[]) {
  const out: Record<number, PackRowErrors> = {};
  for (const { path, message } of issues) {
    const [, index, field] = /^entries\.(\d+)\.(carNumber|driverOrTeam|liveryId)$/.exec(path) ?? [];
    const row = rows[Number(index)];
    if (!row || !field) continue;
    const key: PackField = field === 'driverOrTeam' ? 'driverOrTeam' : 'carNumber';
    out[row.liveryId] = { [key]: message, ...out[row.liveryId] };
  }
  return out;
}

/**
 * The owner's league-pack grid: every row editable in place, saved one row at a time (PATCH, small
 * edits) or all changed rows at once (one PUT the server checks as a whole). Both check the rows
 * with the contract's schema first, so a bad field is told on its row before anything is sent.
 */
export function usePackGrid(collection: CollectionDetail) {
  const [edits, setEdits] = useState<Record<number, PackDraft>>({});
  const [errors, setErrors] = useState<Record<number, PackRowErrors>>({});
  const mutation = useEntryMutation((call: () => Promise<CollectionDetail>) => call());
  const saved = (liveryId: number): PackDraft => {
    const entry = collection.entries.find((e) => e.livery.id === liveryId);
    return { carNumber: entry?.carNumber ?? '', driverOrTeam: entry?.driverOrTeam ?? '' };
  };
  const draftOf = (liveryId: number) => edits[liveryId] ?? saved(liveryId);
  const isChanged = (liveryId: number) => {
    const a = toRow(liveryId, draftOf(liveryId));
    const b = toRow(liveryId, saved(liveryId));
    return a.carNumber !== b.carNumber || a.driverOrTeam !== b.driverOrTeam;
  };
  const changedIds = collection.entries.map((e) => e.livery.id).filter(isChanged);

  const forget = (ids: number[]) => {
    const drop = <T>(map: Record<number, T>) =>
      Object.fromEntries(Object.entries(map).filter(([id]) => !ids.includes(Number(id))));
    setEdits(drop);
    setErrors(drop);
  };

  /** Checks, then sends; a refusal from either side lands on the rows' fields. */
  const save = (rows: Row[], send: () => Promise<CollectionDetail>, texts: { success: string; invalid: string }) => {
    const ids = rows.map((r) => r.liveryId);
    const checked = CollectionEntriesUpdateSchema.safeParse({ entries: rows });
    if (!checked.success) {
      const found = errorsByLivery(
        rows,
        checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
      setErrors((old) => ({ ...old, ...Object.fromEntries(ids.map((id) => [id, found[id] ?? {}])) }));
      toast.error(texts.invalid);
      return;
    }
    mutation.mutate([send], {
      onSuccess: () => {
        forget(ids);
        toast.success(texts.success);
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? (error.errors ?? []) : [];
        // A row's own PATCH answers bare field paths (`carNumber`); the grid's PUT `entries.{i}.…`.
        const paths = issues.map((i) => (i.path.startsWith('entries.') ? i : { ...i, path: `entries.0.${i.path}` }));
        setErrors((old) => ({ ...old, ...errorsByLivery(rows, paths) }));
        toast.error(serverMessage(error, COLLECTION_UI.loadFailed));
      },
    });
  };

  return {
    busy: mutation.isPending,
    changedCount: changedIds.length,
    draftOf,
    errorsOf: (liveryId: number): PackRowErrors => errors[liveryId] ?? {},
    setField: (liveryId: number, field: PackField, value: string) => {
      setEdits((old) => ({ ...old, [liveryId]: { ...draftOf(liveryId), [field]: value } }));
      setErrors((old) => ({ ...old, [liveryId]: { ...old[liveryId], [field]: undefined } }));
    },
    saveRow: (liveryId: number) => {
      const row = toRow(liveryId, draftOf(liveryId));
      const { liveryId: _, ...fields } = row;
      save([row], () => entryCalls.update(collection.id, liveryId, fields), {
        success: COLLECTION_UI.entrySaved,
        invalid: COLLECTION_UI.rowHasErrors,
      });
    },
    saveAll: () => {
      const rows = changedIds.map((id) => toRow(id, draftOf(id)));
      save(rows, () => entryCalls.updateAll(collection.id, rows), {
        success: COLLECTION_UI.gridSaved(rows.length),
        invalid: COLLECTION_UI.gridHasErrors,
      });
    },
  };
}

export type PackGrid = ReturnType<typeof usePackGrid>;
