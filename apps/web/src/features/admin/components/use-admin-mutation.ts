import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_ROOT } from './admin-timings';

/**
 * A back-office write: on success it refreshes every admin view (lists, details, dashboard
 * totals) plus the public queries under `alsoInvalidate` that the write changes.
 */
export function useAdminMutation<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  alsoInvalidate: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(
        [[ADMIN_QUERY_ROOT], ...alsoInvalidate].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
