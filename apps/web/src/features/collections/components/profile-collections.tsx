import { useUserCollections } from '../api/get-user-collections';
import { COLLECTION_UI } from '../lib/messages';
import { CollectionCard } from './collection-card';

/** A member's public collections on their profile; nothing at all when they have none. */
export function ProfileCollections({ userId }: { userId: number }) {
  const collections = useUserCollections(userId);
  if (!collections.data || collections.data.length === 0) return null;
  return (
    <section aria-labelledby="profile-collections" className="mt-12">
      <h2 id="profile-collections" className="mb-5 font-display text-2xl font-bold tracking-wide">
        {COLLECTION_UI.profileHeading}
      </h2>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {collections.data.map((c) => (
          <li key={c.id}>
            <CollectionCard collection={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}
