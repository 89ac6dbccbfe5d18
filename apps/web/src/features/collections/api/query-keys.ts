/** Every query of the feature starts with 'collections', so one invalidation refreshes them all. */
export const collectionKeys = {
  all: ['collections'] as const,
  mine: (liveryId?: number) => ['collections', 'mine', liveryId ?? null] as const,
  one: (id: number) => ['collections', 'one', id] as const,
  ofUser: (userId: number) => ['collections', 'user', userId] as const,
};
