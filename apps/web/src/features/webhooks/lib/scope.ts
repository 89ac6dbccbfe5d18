/** Whose webhooks a panel manages: one collection's (its owner's), or the member's own liveries'. */
export type WebhookScope = { kind: 'creator' } | { kind: 'collection'; collectionId: number };

/** The list and add address of a scope's webhooks. */
export const scopePath = (scope: WebhookScope) =>
  scope.kind === 'creator' ? '/api/users/me/webhooks' : `/api/collections/${scope.collectionId}/webhooks`;
