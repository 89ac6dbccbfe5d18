import { useParams } from 'react-router';
import { ProfileCollections } from '@/features/collections/components/profile-collections';
import { ProfileView } from '@/features/profiles/components/profile-view';

export default function UserProfilePage() {
  const { id } = useParams();
  // A new id is a new page: nothing of the previous profile's state carries over.
  return <ProfileView key={id} idParam={id} collectionsSlot={(userId) => <ProfileCollections userId={userId} />} />;
}
