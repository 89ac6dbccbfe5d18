import type { CommentReportInput } from '@paddock/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/reports/comment/{id}: the comment reasons (a livery reason is refused). */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CommentReportInput }) =>
      api.post(`/api/reports/comment/${id}`, input),
  });
}
