import { DEMO_MEMBERS, type DemoLivery } from '@paddock/demo-assets';
import type { Viewer } from '../auth/guards';

/** The near copy's title: the original's, as a re-upload would keep it. */
export const demoCopyTitle = (title: string) => `${title} (re-upload)`;

/**
 * Issue 36 point 5 on the demo site: the last livery is re-uploaded by another member with only
 * its race number changed: a near copy, which the fingerprint job turns into an open possible-copy
 * case (the demo's "based on" pair is DEMO_CREDIT, uploaded with its credit). Returns how many
 * copies it uploaded.
 */
export async function seedNearCopy(
  members: Viewer[],
  plan: DemoLivery[],
  upload: (uploader: Viewer, livery: DemoLivery) => Promise<number>,
): Promise<number> {
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
