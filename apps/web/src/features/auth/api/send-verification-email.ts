import { api } from '@/lib/api-client';
import { EMAIL_CONFIRMED_CALLBACK } from './sign-up';

/** Sends the confirmation link again (after sign-in answered EMAIL_NOT_VERIFIED). */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email, callbackURL: EMAIL_CONFIRMED_CALLBACK });
}
