import { useParams } from 'react-router';
import { ProfileCollections } from '@/features/collections/components/profile-collections';
import { FollowButton } from '@/features/notifications/components/follow-button';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { useAuth } from '@/lib/session/use-auth';

export default function UserProfilePage() {
  const { id } = useParams();
  const { user } = useAuth();
  // A new id is a new page: nothing of the previous profile's state carries over.
  return (
    <ProfileView
      key={id}
      idParam={id}
      followSlot={(profile) =>
        user?.id === profile.id ? null : (
          <FollowButton target="creator" id={profile.id} name={profile.username} signedIn={user !== null} />
        )
      }
      collectionsSlot={(userId) => <ProfileCollections userId={userId} />}
    />
  );
}
