import { TIMINGS } from '@paddock/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { watchSession } from '@/lib/session/session';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again; network blips and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
  // A 401 from any call means the session has ended: forget the signed-in member.
  watchSession(queryClient);
  return queryClient;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-right" duration={TIMINGS.toastMs} theme="dark" richColors closeButton />
    </QueryClientProvider>
  );
}
