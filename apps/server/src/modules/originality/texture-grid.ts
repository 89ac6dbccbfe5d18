import { createTgaPixelStream } from '@paddock/contract';

/** The side of the colour grid a texture is averaged into before anything else looks at it. */
export const GRID_SIDE = 64;

export interface TextureGrid {
  /** The next bytes of the TGA file, header first (as the zip entry inflates). */
  write(chunk: Uint8Array): void;
  /** The GRID_SIDE² average colours, R, G, B bytes row-major; null when the pixels were incomplete. */
  finish(): Buffer | null;
}

/**
 * Box-averages a TGA into a 64×64 RGB grid as its rows arrive, so a 4096² or 8192² texture is
 * never held whole (64 MB and 256 MB of RGBA) and a 2048² copy of a 4096² texture averages to the
 * same grid. Reuses the contract's streaming decoder, the one the region count uses.
 */
export function createTextureGrid(): TextureGrid {
  const sums = new Float64Array(GRID_SIDE * GRID_SIDE * 3);
  const counts = new Float64Array(GRID_SIDE * GRID_SIDE);
  let cellOfX = new Int32Array(0);
  // Read from the header before the decoder sees any pixel: rows do not carry it.
  let height = 0;
  const pixels = createTgaPixelStream((row, y, width, bpp) => {
    if (cellOfX.length !== width) {
      cellOfX = new Int32Array(width);
      for (let x = 0; x < width; x += 1) cellOfX[x] = Math.floor((x * GRID_SIDE) / width);
    }
    const gy = Math.floor((y * GRID_SIDE) / height);
    const base = gy * GRID_SIDE;
    for (let x = 0, i = 0; x < width; x += 1, i += bpp) {
      const cell = base + (cellOfX[x] as number);
      // Typed arrays read past their end give undefined; the cell is always inside the grid.
      sums[cell * 3] = (sums[cell * 3] as number) + (row[i + 2] as number);
      sums[cell * 3 + 1] = (sums[cell * 3 + 1] as number) + (row[i + 1] as number);
      sums[cell * 3 + 2] = (sums[cell * 3 + 2] as number) + (row[i] as number);
      counts[cell] = (counts[cell] as number) + 1;
    }
  });
  let header: Uint8Array | null = new Uint8Array(0);
  return {
    write(chunk) {
      if (header) {
        const joined = new Uint8Array(header.length + chunk.length);
        joined.set(header);
        joined.set(chunk, header.length);
        if (joined.length < 18) {
          header = joined;
          return;
        }
        height = (joined[14] as number) | ((joined[15] as number) << 8);
        header = null;
        pixels.write(joined);
        return;
      }
      pixels.write(chunk);
    },
    finish() {
      if (!pixels.complete() || height === 0) return null;
      const grid = Buffer.alloc(GRID_SIDE * GRID_SIDE * 3);
      for (let cell = 0; cell < counts.length; cell += 1) {
        const n = counts[cell] || 1;
        for (let c = 0; c < 3; c += 1) grid[cell * 3 + c] = Math.round((sums[cell * 3 + c] as number) / n);
      }
      return grid;
    },
  };
}
