import type { ReportInput } from '@paddock/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function reportLivery(id: number, input: ReportInput): Promise<unknown> {
  return api.post(`/api/reports/livery/${id}`, input);
}

export function useReportLivery() {
  return useMutation({ mutationFn: ({ id, input }: { id: number; input: ReportInput }) => reportLivery(id, input) });
}
