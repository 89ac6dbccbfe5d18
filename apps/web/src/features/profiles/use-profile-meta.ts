import { type PublicProfile, profilePageDescription, profilePageTitle } from '@paddock/contract';
import { useEffect } from 'react';
import { applyPageMeta } from '@/lib/page-meta';

/** Titles the page "{username}'s liveries" and describes it, as the server's link preview does. */
export function useProfileMeta(profile: PublicProfile | undefined) {
  useEffect(() => {
    if (!profile) return;
    // After the layout's route metadata (which runs in the same commit on navigation) so ours wins.
    const timer = setTimeout(() => {
      applyPageMeta({
        title: profilePageTitle(profile.username),
        description: profilePageDescription({
          username: profile.username,
          liveryCount: profile.uploadedLiveries.length,
          registeredAt: profile.dateRegistered,
        }),
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [profile]);
}
