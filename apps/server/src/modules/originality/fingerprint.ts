import sharp from 'sharp';
import { GRID_SIDE } from './texture-grid';

/**
 * A texture's perceptual fingerprint (issue 36, decision 0011): a 64-bit DCT pHash of its grey
 * image, compared by Hamming distance, and a colour signature (mean and spread of R, G, B), so two
 * liveries with one layout but other colours are told apart.
 */
export interface Fingerprint {
  /** 16 hex digits, most significant first. */
  hash: string;
  /** Six bytes as 12 hex digits: mean R, G, B, then their standard deviations. */
  colour: string;
}

/** pHash's working size: the grey image the DCT is taken of. */
const DCT_SIDE = 32;
/** The low frequencies kept: 8×8 coefficients, 64 bits. */
const KEPT = 8;

const COS = (() => {
  const table = new Float64Array(DCT_SIDE * DCT_SIDE);
  for (let k = 0; k < DCT_SIDE; k += 1) {
    for (let n = 0; n < DCT_SIDE; n += 1) table[k * DCT_SIDE + n] = Math.cos((Math.PI / DCT_SIDE) * (n + 0.5) * k);
  }
  return table;
})();

/** The DCT-II coefficient (u, v) of a DCT_SIDE² image (no normalisation: only their order matters). */
function dctLowFrequencies(grey: Uint8Array): Float64Array {
  // Rows first, then columns, only for the KEPT frequencies each way: 32·32·8 + 8·32·8 products.
  const rows = new Float64Array(DCT_SIDE * KEPT);
  for (let y = 0; y < DCT_SIDE; y += 1) {
    for (let u = 0; u < KEPT; u += 1) {
      let sum = 0;
      for (let x = 0; x < DCT_SIDE; x += 1)
        sum += (grey[y * DCT_SIDE + x] as number) * (COS[u * DCT_SIDE + x] as number);
      rows[y * KEPT + u] = sum;
    }
  }
  const out = new Float64Array(KEPT * KEPT);
  for (let v = 0; v < KEPT; v += 1) {
    for (let u = 0; u < KEPT; u += 1) {
      let sum = 0;
      for (let y = 0; y < DCT_SIDE; y += 1) sum += (rows[y * KEPT + u] as number) * (COS[v * DCT_SIDE + y] as number);
      out[v * KEPT + u] = sum;
    }
  }
  return out;
}

/**
 * The fingerprint of a GRID_SIDE² RGB grid (texture-grid.ts). sharp makes the grey 32² image
 * (Rec. 709 luma, then a Lanczos resize); the hash sets bit i when the i-th low-frequency
 * coefficient is above their median, the DC term left out of the median as in the published pHash.
 */
export async function fingerprintGrid(grid: Buffer): Promise<Fingerprint> {
  const grey = await sharp(grid, { raw: { width: GRID_SIDE, height: GRID_SIDE, channels: 3 } })
    .greyscale()
    .resize(DCT_SIDE, DCT_SIDE, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const coefficients = dctLowFrequencies(grey);
  const sorted = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  let hash = 0n;
  for (let i = 0; i < KEPT * KEPT; i += 1) {
    hash = (hash << 1n) | ((coefficients[i] as number) > median ? 1n : 0n);
  }
  return { hash: hash.toString(16).padStart(16, '0'), colour: colourSignature(grid) };
}

function colourSignature(grid: Buffer): string {
  const n = GRID_SIDE * GRID_SIDE;
  const bytes: number[] = [];
  const means = [0, 1, 2].map((c) => {
    let sum = 0;
    for (let i = c; i < grid.length; i += 3) sum += grid[i] as number;
    return sum / n;
  });
  const spreads = [0, 1, 2].map((c) => {
    let sum = 0;
    for (let i = c; i < grid.length; i += 3) sum += ((grid[i] as number) - (means[c] as number)) ** 2;
    return Math.sqrt(sum / n);
  });
  for (const value of [...means, ...spreads]) bytes.push(Math.min(255, Math.round(value)));
  return Buffer.from(bytes).toString('hex');
}

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
