import type { ApiToken, ApiTokenList, CreateApiTokenInput, CreatedApiToken } from '@paddock/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/api/users/me/api-tokens';
/** Under ['account']: signing out drops it with the rest of the member's own data. */
export const apiTokensKey = ['account', 'api-tokens'] as const;

export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensKey,
    queryFn: async () => (await api.get<ApiTokenList>(BASE)).tokens,
    staleTime: 0,
  });
}

/** Creates a token; the answer holds its value, which the caller shows once and never stores. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiTokenInput) => api.post<CreatedApiToken>(BASE, input),
    onSuccess: ({ token }) => {
      queryClient.setQueryData<ApiToken[]>(apiTokensKey, (tokens) => [token, ...(tokens ?? [])]);
    },
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${BASE}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
