import type { ProfileUpdate, ProfileUpdateResult } from '@paddock/contract';
import { api } from '@/lib/api-client';

/** Sends only the changed fields. A new e-mail waits for confirmation at that address (`pendingEmail`). */
export function updateProfile(changes: ProfileUpdate): Promise<ProfileUpdateResult> {
  return api.put<ProfileUpdateResult>('/api/users/me/profile', changes);
}
