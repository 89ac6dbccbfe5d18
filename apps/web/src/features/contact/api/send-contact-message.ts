import type { ContactCreated, ContactInput } from '@paddock/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/contact: stored for the team and e-mailed to the administrators. */
export function sendContactMessage(input: ContactInput): Promise<ContactCreated> {
  return api.post<ContactCreated>('/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
