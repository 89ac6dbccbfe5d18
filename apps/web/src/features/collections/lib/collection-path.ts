import { collectionSlug } from '@paddock/contract';

/** The shareable address of a collection: /collections/{id}/{slug}. */
export function collectionPath(id: number, name: string): string {
  return `/collections/${id}/${collectionSlug(name)}`;
}

/** The pack zip, downloaded by the browser itself (streamed to disk, never held in memory). */
export function packDownloadUrl(id: number): string {
  return `/api/collections/${id}/pack.zip`;
}
