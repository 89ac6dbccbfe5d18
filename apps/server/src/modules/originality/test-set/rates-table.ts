/**
 * `npx tsx apps/server/src/modules/originality/test-set/rates-table.ts`: the table of decision 0011
 * (false positives and misses per edit at each Hamming threshold), and the nearest two different
 * designs, from the same generated set the rates test builds.
 */
import { hammingDistance } from '../fingerprint';
import { buildTestSet, EDITS } from './build-test-set';
import { measureRates } from './measure';

const set = await buildTestSet();
let nearest = 64;
for (let i = 0; i < set.length; i += 1) {
  for (let j = i + 1; j < set.length; j += 1) {
    const [a, b] = [set[i], set[j]];
    if (a && b && a.family !== b.family)
      nearest = Math.min(nearest, hammingDistance(a.fingerprint.hash, b.fingerprint.hash));
  }
}
console.log(`nearest different designs: ${nearest} bits`);
console.log(`| Hamming ≤ | false positives | ${EDITS.join(' | ')} |`);
for (const threshold of [6, 8, 10, 11, 12, 14, 16, 18]) {
  const r = measureRates(set, threshold);
  const misses = EDITS.map((e) => (r.falseNegatives[e] ? `${r.falseNegatives[e]}/${r.copiesPerEdit}` : '0'));
  console.log(`| ${threshold} | ${r.falsePositives} (of ${r.differentPairs}) | ${misses.join(' | ')} |`);
}
