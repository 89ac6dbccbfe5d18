import { type DigestSettings, NOTIFICATION_MESSAGES } from '@paddock/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { digestSettingsKey } from './query-keys';

export const getDigestSettings = () => api.get<DigestSettings>('/api/notifications/settings');
export const putDigestSettings = (settings: DigestSettings) =>
  api.put<DigestSettings>('/api/notifications/settings', settings);

export function useDigestSettings() {
  return useQuery({ queryKey: digestSettingsKey, queryFn: getDigestSettings });
}

/** Saves the choice at once and says so. */
export function useSetDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDigestSettings,
    onSuccess: (result) => {
      queryClient.setQueryData(digestSettingsKey, result);
      toast.success(result.dailyDigest ? NOTIFICATION_MESSAGES.digestOn : NOTIFICATION_MESSAGES.digestOff);
    },
    onError: (error) => toast.error(error.message),
  });
}
