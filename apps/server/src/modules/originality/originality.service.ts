import type { FingerprintBackfill } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { createAuditLog } from '../audit/audit.service';
import { createBackfillStateRepository } from './backfill-state.repository';
import { createFingerprintsRepository } from './fingerprints.repository';

/** The fingerprint backfill as admins see and steer it (issue 36 point 6). */
export function createFingerprintBackfillService(db: Db) {
  async function status(): Promise<FingerprintBackfill> {
    const progress = await createFingerprintsRepository(db.kysely).progress();
    return { paused: await createBackfillStateRepository(db.kysely).paused(), ...progress };
  }
  return {
    status,
    /** Pauses or resumes it on every instance; recorded in the audit log only when it changes. */
    async setPaused(viewer: Viewer, paused: boolean): Promise<FingerprintBackfill> {
      await db.kysely.transaction().execute(async (trx) => {
        const state = createBackfillStateRepository(trx);
        if ((await state.paused()) === paused) return;
        await state.setPaused(paused);
        await createAuditLog(trx).record({
          actorId: viewer.id,
          action: paused ? 'originality.backfillPaused' : 'originality.backfillResumed',
          targetType: 'fingerprints',
          targetId: null,
          summary: paused ? 'Paused the texture fingerprint backfill' : 'Resumed the texture fingerprint backfill',
        });
      });
      return status();
    },
  };
}
