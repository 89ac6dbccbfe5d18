import type { CollectionReportInput } from '@paddock/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/reports/collection/{id} (issue 34 §17): the collection reasons; one's own is refused. */
export function useReportCollection() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CollectionReportInput }) =>
      api.post(`/api/reports/collection/${id}`, input),
  });
}
