import { z } from 'zod';
import { isCleanMultiLineText, TEXT_MESSAGES } from '../text';
import { PageNumber, PageSize, Search } from './admin';
import { CollectionSummarySchema } from './collections';
import { pagedSchema, urlParams } from './common';

/** Issue 34 §17: public collections in the admin area, removed with a reason the owner is sent. */
export const ADMIN_COLLECTION_LIMITS = { reasonMax: 500 } as const;

export const ADMIN_COLLECTION_MESSAGES = {
  reasonRequired: 'Please say why the collection is removed: its owner is sent the reason.',
  reasonTooLong: `The reason can be at most ${ADMIN_COLLECTION_LIMITS.reasonMax} characters.`,
  reasonInvalid: TEXT_MESSAGES.multiLine('The reason'),
  onlyPublic: 'Only public collections can be removed here; a private one is its owner’s alone.',
} as const;

/** `GET /admin/collections`: public collections, newest change first; `search` matches name or owner. */
export const AdminCollectionsQuerySchema = urlParams(
  z.object({ search: Search, pageNumber: PageNumber, pageSize: PageSize }),
);
export type AdminCollectionsQuery = z.infer<typeof AdminCollectionsQuerySchema>;

/** A public collection as the admin list shows it: with its open (Pending or Under Investigation) reports. */
export const AdminCollectionSchema = CollectionSummarySchema.extend({ openReportCount: z.number().int() });
export type AdminCollection = z.infer<typeof AdminCollectionSchema>;

export const AdminCollectionsPageSchema = pagedSchema(AdminCollectionSchema);
export type AdminCollectionsPage = z.infer<typeof AdminCollectionsPageSchema>;

/** `POST /admin/collections/{id}/remove`: the reason goes to the owner by e-mail and into the audit log. */
export const AdminCollectionRemoveSchema = z.strictObject({
  reason: z
    .string({ error: ADMIN_COLLECTION_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: ADMIN_COLLECTION_MESSAGES.reasonRequired })
    .max(ADMIN_COLLECTION_LIMITS.reasonMax, { error: ADMIN_COLLECTION_MESSAGES.reasonTooLong })
    .refine(isCleanMultiLineText, { error: ADMIN_COLLECTION_MESSAGES.reasonInvalid }),
});
export type AdminCollectionRemove = z.infer<typeof AdminCollectionRemoveSchema>;
