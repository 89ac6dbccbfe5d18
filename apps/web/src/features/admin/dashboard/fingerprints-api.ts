import type { FingerprintBackfill, FingerprintBackfillUpdate } from '@paddock/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';
import { useAdminMutation } from '../components/use-admin-mutation';

/** How often the card asks again while the backfill is working through older liveries. */
const REFRESH_MS = 5000;

/** GET /api/admin/fingerprints: the texture fingerprint backfill's progress (issue 36). */
export function useFingerprintBackfill() {
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'fingerprints'],
    queryFn: ({ signal }) => api.get<FingerprintBackfill>('/api/admin/fingerprints', { signal }),
    refetchInterval: (query) => {
      const data = query.state.data;
      const busy = data && !data.paused && data.fingerprinted + data.failed < data.versions;
      return busy ? REFRESH_MS : false;
    },
  });
}

/** PUT /api/admin/fingerprints: pauses or resumes the backfill on every instance. */
export function useSetFingerprintBackfillPaused() {
  return useAdminMutation((update: FingerprintBackfillUpdate) =>
    api.put<FingerprintBackfill>('/api/admin/fingerprints', update),
  );
}
