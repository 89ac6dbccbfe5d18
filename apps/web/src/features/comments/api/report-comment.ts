import type { ReportInput } from '@paddock/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/reports/comment/{id}: the same reasons as a livery report. */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReportInput }) => api.post(`/api/reports/comment/${id}`, input),
  });
}
