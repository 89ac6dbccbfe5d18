import type { WebhookScope } from '../lib/scope';

/** Every query of the feature starts with 'webhooks', so one invalidation refreshes them all. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (scope: WebhookScope) =>
    ['webhooks', 'list', scope.kind === 'creator' ? 'creator' : scope.collectionId] as const,
  deliveries: (id: number) => ['webhooks', 'deliveries', id] as const,
};
