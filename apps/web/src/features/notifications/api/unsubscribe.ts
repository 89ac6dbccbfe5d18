import { api } from '@/lib/api-client';

/** Turns the daily digest off with the token of the e-mail's link; no session needed. */
export const unsubscribe = (token: string) =>
  api.post<{ unsubscribed: true; message: string }>('/api/notifications/unsubscribe', { token });
