import { FOLLOW_MESSAGES, type FollowState } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createFollowsRepository, type FollowTarget } from './follows.repository';

/**
 * Following a creator or a livery. Follows are unique per member and target (primary key), so
 * repeating a follow or an unfollow changes nothing; every answer is the new state and count.
 */
export function createFollowsService(db: Db) {
  const repo = createFollowsRepository(db.kysely);

  async function mustExist(target: FollowTarget, id: number) {
    const exists = target === 'creator' ? await repo.creatorExists(id) : await repo.liveryExists(id);
    if (!exists) {
      throw AppError.notFound(target === 'creator' ? FOLLOW_MESSAGES.creatorNotFound : FOLLOW_MESSAGES.liveryNotFound);
    }
  }

  return {
    async state(target: FollowTarget, viewer: Viewer, id: number): Promise<FollowState> {
      await mustExist(target, id);
      return repo.state(target, viewer.id, id);
    },

    async follow(target: FollowTarget, viewer: Viewer, id: number): Promise<FollowState> {
      if (target === 'creator' && id === viewer.id) {
        throw AppError.badRequest(FOLLOW_MESSAGES.cannotFollowYourself, 'CANNOT_FOLLOW_YOURSELF');
      }
      await mustExist(target, id);
      await repo.follow(target, viewer.id, id);
      return repo.state(target, viewer.id, id);
    },

    async unfollow(target: FollowTarget, viewer: Viewer, id: number): Promise<FollowState> {
      await mustExist(target, id);
      await repo.unfollow(target, viewer.id, id);
      return repo.state(target, viewer.id, id);
    },
  };
}
