import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../components/use-admin-mutation';
import type { CatalogueKind } from './catalogue-kinds';

// A catalogue write renames or removes what every livery list, filter and form shows.
const CATALOGUE_DEPENDENTS = [['carclasses'], ['carmodels'], ['tags'], ['liveries']] as const;

/** The full list of a kind, fresh on every visit (the admin must see other admins' changes). */
export function useCatalogueList<T extends { id: number; name: string }>(kind: CatalogueKind<T>) {
  return useQuery({
    queryKey: kind.queryKey,
    queryFn: ({ signal }) => api.get<T[]>(kind.path, { signal }),
    staleTime: 0,
  });
}

/** The body of a create or update: a name, plus a car model's class, install folder and nicknames. */
export type CatalogueInput = { name: string; carClassId?: number; installFolder?: string; aliases?: string[] };

/** Create (no id) or update (with id) one item. */
export function useSaveCatalogueItem<T extends { id: number; name: string }>(kind: CatalogueKind<T>) {
  return useAdminMutation(
    ({ id, input }: { id?: number; input: CatalogueInput }) =>
      id === undefined ? api.post<T>(kind.path, input) : api.put<T>(`${kind.path}/${id}`, input),
    CATALOGUE_DEPENDENTS,
  );
}

export function useDeleteCatalogueItem<T extends { id: number; name: string }>(kind: CatalogueKind<T>) {
  return useAdminMutation((id: number) => api.delete<void>(`${kind.path}/${id}`), CATALOGUE_DEPENDENTS);
}
