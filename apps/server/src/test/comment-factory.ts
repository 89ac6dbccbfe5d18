import type { App } from '../app';
import { insertLiveryRow, type TestUser } from './factories';

/** A bare livery of `uploader` (no files): comments and ratings need only the row. */
export async function liveryOf(app: App, uploader: TestUser, title = 'Commented livery'): Promise<number> {
  const model = await app.deps.db.kysely.selectFrom('car_model').select('id').orderBy('id').executeTakeFirstOrThrow();
  return insertLiveryRow(app, { uploaderId: uploader.id, carModelId: model.id, title });
}

export function postComment(app: App, user: TestUser | undefined, liveryId: number, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/liveries/${liveryId}/comments`,
    headers: user?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
}
