import { hammingDistance } from '../fingerprint';
import { EDITS, type Edit, type TestTexture } from './build-test-set';

export interface ErrorRates {
  threshold: number;
  /** Pairs of different designs at or under the threshold, of all such pairs. */
  falsePositives: number;
  differentPairs: number;
  /** Per edit: its copies farther than the threshold from their original, of all of them. */
  falseNegatives: Record<Edit, number>;
  copiesPerEdit: number;
}

/** Every pair of the set, judged at `threshold`. */
export function measureRates(set: TestTexture[], threshold: number): ErrorRates {
  let falsePositives = 0;
  let differentPairs = 0;
  const falseNegatives = Object.fromEntries(EDITS.map((e) => [e, 0])) as Record<Edit, number>;
  const originals = new Map(set.filter((t) => t.edit === 'original').map((t) => [t.family, t.fingerprint.hash]));
  for (let i = 0; i < set.length; i += 1) {
    const a = set[i] as TestTexture;
    if (a.edit !== 'original') {
      const original = originals.get(a.family) as string;
      if (hammingDistance(original, a.fingerprint.hash) > threshold) falseNegatives[a.edit] += 1;
    }
    for (let j = i + 1; j < set.length; j += 1) {
      const b = set[j] as TestTexture;
      if (a.family === b.family) continue;
      differentPairs += 1;
      if (hammingDistance(a.fingerprint.hash, b.fingerprint.hash) <= threshold) falsePositives += 1;
    }
  }
  return { threshold, falsePositives, differentPairs, falseNegatives, copiesPerEdit: originals.size };
}
