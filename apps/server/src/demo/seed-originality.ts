import { DEMO_MEMBERS, type DemoLivery } from '@paddock/demo-assets';
import type { Viewer } from '../auth/guards';
import type { createDemoSeedRepository } from './demo-seed.repository';

export const DEMO_CREDIT_NOTE = 'Stripes and colours from this livery, with its painter’s permission.';
/** The near copy's title: the original's, as a re-upload would keep it. */
export const demoCopyTitle = (title: string) => `${title} (re-upload)`;

/**
 * Issue 36 points 4 and 5 on the demo site: the second livery of another member than the first's
 * uploader is credited as based on the first, and the last livery is re-uploaded by another
 * member with only its race number changed: a near copy, which the fingerprint job turns into an
 * open possible-copy case. Returns how many copies it uploaded.
 */
export async function seedCreditAndCopy(
  members: Viewer[],
  plan: DemoLivery[],
  liveryIds: number[],
  repo: ReturnType<typeof createDemoSeedRepository>,
  upload: (uploader: Viewer, livery: DemoLivery) => Promise<number>,
): Promise<number> {
  const first = plan[0];
  const firstId = liveryIds[0];
  const credited = plan.findIndex((l, i) => i > 0 && l.uploader !== first?.uploader);
  if (first && firstId !== undefined && credited > 0)
    await repo.setBasedOn(liveryIds[credited] as number, { id: firstId, title: first.title }, DEMO_CREDIT_NOTE);

  const original = plan.at(-1);
  if (!original || plan.length < 2) return 0;
  const copier = (original.uploader + 1) % DEMO_MEMBERS.length;
  await upload(members[copier] as Viewer, {
    ...original,
    title: demoCopyTitle(original.title),
    uploader: copier,
    daysAgo: 0,
    design: { ...original.design, raceNumber: (original.design.raceNumber + 7) % 100 },
  });
  return 1;
}
