/**
 * Comparing texture fingerprints (issue 36, decision 0011). The fingerprint itself, a 64-bit DCT
 * pHash and a colour signature, is computed by the contract's `texture-fingerprint.ts`: the same
 * code the upload page runs in its worker, so the hash the browser asks about is the one stored.
 */
export type { TextureFingerprint as Fingerprint } from '@paddock/contract';

/** How many of the 64 bits differ. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count += 1;
  }
  return count;
}

/** The largest difference of one colour moment (0–255): a repaint in other colours moves the means. */
export function colourDistance(a: string, b: string): number {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  let worst = 0;
  for (let i = 0; i < x.length; i += 1) worst = Math.max(worst, Math.abs((x[i] as number) - (y[i] as number)));
  return worst;
}

/** The hash's four 16-bit bands, most significant first: the indexed columns of the lookup. */
export function hashBands(hash: string): [number, number, number, number] {
  const value = BigInt(`0x${hash}`);
  return [48n, 32n, 16n, 0n].map((shift) => Number((value >> shift) & 0xffffn)) as [number, number, number, number];
}
