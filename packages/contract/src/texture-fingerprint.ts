import { createTgaPixelStream } from './tga-pixels';

/**
 * A texture's perceptual fingerprint (issue 36, decision 0011), one implementation for the server's
 * background job and the upload page's worker, so the hash the browser asks about is the hash the
 * server stored, bit for bit. Everything after the decoder is integer arithmetic (exact in every
 * JavaScript engine): the only engine-dependent step, Math.cos, is rounded to a 16-bit table whose
 * entries all sit far from a rounding boundary (the contract test checks it).
 */
export interface TextureFingerprint {
  /** 64-bit DCT pHash as 16 hex digits, most significant first. */
  hash: string;
  /** Six bytes as 12 hex digits: mean R, G, B over the grid, then their standard deviations. */
  colour: string;
}

/** The side of the colour grid a texture is averaged into before anything else looks at it. */
export const FINGERPRINT_GRID_SIDE = 64;
/** pHash's working size: the grey image the DCT is taken of (the grid, 2×2 box-averaged). */
const DCT_SIDE = 32;
/** The low frequencies kept: 8×8 coefficients, 64 bits. */
const KEPT = 8;
const COS_SCALE = 65536;

/** Rec. 709 luma weights ×10,000, so a grey value is an exact integer division rounded once. */
const LUMA_R = 2126;
const LUMA_G = 7152;
const LUMA_B = 722;

/** cos(π/32 · (n + ½) · k) × 65,536, rounded: k < 8, n < 32. Exported for the contract test only. */
export const FINGERPRINT_COS_TABLE: readonly number[] = (() => {
  const table: number[] = [];
  for (let k = 0; k < KEPT; k += 1) {
    for (let n = 0; n < DCT_SIDE; n += 1)
      table.push(Math.round(Math.cos((Math.PI / DCT_SIDE) * (n + 0.5) * k) * COS_SCALE));
  }
  return table;
})();

export interface TextureGrid {
  /** The next bytes of the TGA file, header first (as a zip entry inflates or a File streams). */
  write(chunk: Uint8Array): void;
  /** The 64² average colours, R, G, B bytes row-major; null when the pixels were incomplete. */
  finish(): Uint8Array | null;
}

/**
 * Box-averages a TGA into a 64×64 RGB grid as its rows arrive, so a 4096² or 8192² texture is
 * never held whole (64 MB and 256 MB of RGBA) and a 2048² copy of a 4096² texture averages to the
 * same grid. Reuses the streaming decoder the region count and the flat view use.
 */
export function createTextureGrid(): TextureGrid {
  const side = FINGERPRINT_GRID_SIDE;
  const sums = new Float64Array(side * side * 3);
  const counts = new Float64Array(side * side);
  let cellOfX = new Int32Array(0);
  // The first 16 bytes of the file, for the height (bytes 14–15): rows do not carry it.
  const header = new Uint8Array(16);
  let headerFill = 0;
  let height = 0;
  const pixels = createTgaPixelStream((row, y, width, bpp) => {
    if (cellOfX.length !== width) {
      cellOfX = new Int32Array(width);
      for (let x = 0; x < width; x += 1) cellOfX[x] = Math.floor((x * side) / width);
    }
    height = height || rowsOf(header);
    const base = Math.floor((y * side) / height) * side;
    for (let x = 0, i = 0; x < width; x += 1, i += bpp) {
      const cell = base + (cellOfX[x] as number);
      sums[cell * 3] = (sums[cell * 3] as number) + (row[i + 2] as number);
      sums[cell * 3 + 1] = (sums[cell * 3 + 1] as number) + (row[i + 1] as number);
      sums[cell * 3 + 2] = (sums[cell * 3 + 2] as number) + (row[i] as number);
      counts[cell] = (counts[cell] as number) + 1;
    }
  });
  return {
    write(chunk) {
      if (headerFill < header.length) {
        const take = Math.min(header.length - headerFill, chunk.length);
        header.set(chunk.subarray(0, take), headerFill);
        headerFill += take;
      }
      pixels.write(chunk);
    },
    finish() {
      if (!pixels.complete() || height === 0) return null;
      const grid = new Uint8Array(side * side * 3);
      for (let cell = 0; cell < counts.length; cell += 1) {
        const n = counts[cell] || 1;
        for (let c = 0; c < 3; c += 1) grid[cell * 3 + c] = Math.round((sums[cell * 3 + c] as number) / n);
      }
      return grid;
    },
  };
}

const rowsOf = (header: Uint8Array) => (header[14] as number) | ((header[15] as number) << 8);

/**
 * The 32² grey image as 2×2 sums of the grid's Rec. 709 luma (0–1,020 each: the average ×4, kept
 * as an integer so nothing is rounded twice).
 */
function greySums(grid: Uint8Array): Int32Array {
  const side = FINGERPRINT_GRID_SIDE;
  const luma = new Int32Array(side * side);
  for (let p = 0; p < luma.length; p += 1) {
    const r = grid[p * 3] as number;
    const g = grid[p * 3 + 1] as number;
    const b = grid[p * 3 + 2] as number;
    luma[p] = Math.round((LUMA_R * r + LUMA_G * g + LUMA_B * b) / 10000);
  }
  const grey = new Int32Array(DCT_SIDE * DCT_SIDE);
  for (let y = 0; y < DCT_SIDE; y += 1) {
    for (let x = 0; x < DCT_SIDE; x += 1) {
      const top = 2 * y * side + 2 * x;
      grey[y * DCT_SIDE + x] =
        (luma[top] as number) +
        (luma[top + 1] as number) +
        (luma[top + side] as number) +
        (luma[top + side + 1] as number);
    }
  }
  return grey;
}

/**
 * The 8×8 lowest DCT-II coefficients (unnormalised: only their order matters). Integers all the
 * way: a row sum is under 32 · 1,020 · 65,536 ≈ 2.1·10⁹ and a coefficient under 2⁵³, so every
 * product and sum is exact.
 */
function dctLowFrequencies(grey: Int32Array): Float64Array {
  const cos = FINGERPRINT_COS_TABLE;
  const rows = new Float64Array(DCT_SIDE * KEPT);
  for (let y = 0; y < DCT_SIDE; y += 1) {
    for (let u = 0; u < KEPT; u += 1) {
      let sum = 0;
      for (let x = 0; x < DCT_SIDE; x += 1)
        sum += (grey[y * DCT_SIDE + x] as number) * (cos[u * DCT_SIDE + x] as number);
      rows[y * KEPT + u] = sum;
    }
  }
  const out = new Float64Array(KEPT * KEPT);
  for (let v = 0; v < KEPT; v += 1) {
    for (let u = 0; u < KEPT; u += 1) {
      let sum = 0;
      for (let y = 0; y < DCT_SIDE; y += 1) sum += (rows[y * KEPT + u] as number) * (cos[v * DCT_SIDE + y] as number);
      out[v * KEPT + u] = sum;
    }
  }
  return out;
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/**
 * The fingerprint of a 64² RGB grid: the published DCT pHash (bit i, most significant first, set
 * when the i-th low-frequency coefficient, v·8 + u, is above their median, the DC term left out of
 * the median) and the colour signature.
 */
export function fingerprintGrid(grid: Uint8Array): TextureFingerprint {
  const coefficients = dctLowFrequencies(greySums(grid));
  const sorted = Array.from(coefficients.subarray(1)).sort((a, b) => a - b);
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  let hash = '';
  for (let nibble = 0; nibble < 16; nibble += 1) {
    let value = 0;
    for (let b = 0; b < 4; b += 1) value = (value << 1) | ((coefficients[nibble * 4 + b] as number) > median ? 1 : 0);
    hash += value.toString(16);
  }
  return { hash, colour: colourSignature(grid) };
}

function colourSignature(grid: Uint8Array): string {
  const n = FINGERPRINT_GRID_SIDE * FINGERPRINT_GRID_SIDE;
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
  return [...means, ...spreads].map((value) => hex2(Math.min(255, Math.round(value)))).join('');
}

/** What `fingerprintTgaStream` reads: a web ReadableStream of bytes (the contract has no DOM types). */
export interface ByteStream {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }> };
}

/**
 * Reads a TGA from a stream (a File's in the browser worker, any in tests) into its fingerprint;
 * throws when the pixels end early. The caller has checked the header (tga.ts).
 */
export async function fingerprintTgaStream(stream: ByteStream): Promise<TextureFingerprint> {
  const grid = createTextureGrid();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done || !value) break;
    grid.write(value);
  }
  const averaged = grid.finish();
  if (!averaged) throw new Error('The TGA file ends before its last pixel.');
  return fingerprintGrid(averaged);
}
