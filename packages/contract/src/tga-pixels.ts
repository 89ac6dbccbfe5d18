/**
 * Decodes a TGA's pixels as its bytes arrive (raw or RLE, 24 or 32 bit, either origin) and hands
 * them over one row at a time, so nothing holds the whole image. Used by the upload worker in the
 * browser and by the server, which runs these functions in a worker thread from their source
 * text: they must stay self-contained (no imports, no outer names, nothing but their arguments).
 */

/**
 * One decoded row, `y` counted from the top, `x` from the left, pixels as B, G, R(, A) bytes
 * (`bytesPerPixel` each). The buffer is reused for the next row: read it now.
 */
export type TgaRowSink = (row: Uint8Array, y: number, width: number, bytesPerPixel: number) => void;

export interface TgaPixelStream {
  write(chunk: Uint8Array): void;
  /** True once every pixel was decoded (anything after them, a TGA 2.0 trailer, is ignored). */
  complete(): boolean;
}

/** Expects a header already checked by parseTgaHeader; bytes it cannot decode are simply ignored. */
export function createTgaPixelStream(onRow: TgaRowSink): TgaPixelStream {
  const head = new Uint8Array(18);
  let headLength = 0;
  let width = 0;
  let height = 0;
  let bpp = 0;
  let rle = false;
  let topOrigin = false;
  let rightToLeft = false;
  let skip = 0;
  let row = new Uint8Array(0);
  let rowFill = 0; // bytes of the current row decoded
  let rowsDone = 0;
  let packetLeft = 0; // pixels left in the current RLE packet
  let packetRepeat = false;
  const pixel = new Uint8Array(4);
  let pixelFill = 0;

  const emitRow = () => {
    if (rightToLeft) {
      for (let a = 0, b = (width - 1) * bpp; a < b; a += bpp, b -= bpp) {
        for (let c = 0; c < bpp; c += 1) {
          const t = row[a + c] as number;
          row[a + c] = row[b + c] as number;
          row[b + c] = t;
        }
      }
    }
    onRow(row, topOrigin ? rowsDone : height - 1 - rowsDone, width, bpp);
    rowsDone += 1;
    rowFill = 0;
  };

  const rawBytes = (chunk: Uint8Array, start: number, count: number) => {
    let i = start;
    const end = start + count;
    while (i < end && rowsDone < height) {
      const step = Math.min(end - i, row.length - rowFill);
      row.set(chunk.subarray(i, i + step), rowFill);
      rowFill += step;
      i += step;
      if (rowFill === row.length) emitRow();
    }
  };

  const repeatPixel = (count: number) => {
    for (let n = 0; n < count && rowsDone < height; n += 1) {
      for (let c = 0; c < bpp; c += 1) row[rowFill + c] = pixel[c] as number;
      rowFill += bpp;
      if (rowFill === row.length) emitRow();
    }
  };

  return {
    write(chunk) {
      let i = 0;
      if (headLength < 18) {
        const take = Math.min(18 - headLength, chunk.length);
        head.set(chunk.subarray(0, take), headLength);
        headLength += take;
        i = take;
        if (headLength < 18) return;
        width = (head[12] as number) | ((head[13] as number) << 8);
        height = (head[14] as number) | ((head[15] as number) << 8);
        bpp = (head[16] as number) / 8;
        rle = head[2] === 10;
        rightToLeft = ((head[17] as number) & 0x10) !== 0;
        topOrigin = ((head[17] as number) & 0x20) !== 0;
        skip = head[0] as number;
        row = new Uint8Array(width * bpp);
      }
      while (i < chunk.length && rowsDone < height) {
        if (skip > 0) {
          const step = Math.min(skip, chunk.length - i);
          skip -= step;
          i += step;
        } else if (!rle) {
          const step = Math.min(chunk.length - i, (height - rowsDone) * row.length - rowFill);
          rawBytes(chunk, i, step);
          i += step;
        } else if (packetLeft === 0) {
          const packet = chunk[i] as number;
          i += 1;
          packetLeft = (packet & 0x7f) + 1;
          packetRepeat = (packet & 0x80) !== 0;
          pixelFill = 0;
        } else if (packetRepeat) {
          const step = Math.min(bpp - pixelFill, chunk.length - i);
          pixel.set(chunk.subarray(i, i + step), pixelFill);
          pixelFill += step;
          i += step;
          if (pixelFill === bpp) {
            repeatPixel(packetLeft);
            packetLeft = 0;
          }
        } else {
          // A raw packet: whole pixels straight into the row, a split one waits for the next chunk.
          const bytesLeft = packetLeft * bpp - pixelFill;
          const step = Math.min(bytesLeft, chunk.length - i);
          rawBytes(chunk, i, step);
          i += step;
          pixelFill += step;
          packetLeft -= Math.floor(pixelFill / bpp);
          pixelFill %= bpp;
        }
      }
    },
    complete: () => headLength === 18 && rowsDone === height,
  };
}

/**
 * Counts a region map's pixels by colour: index 0–4 are Black, Red, Green, Blue, White (the order
 * of REGIONS), 5 the pixels that are none of them. A channel counts as 0 or 255 within
 * `tolerance`; alpha is ignored.
 */
export function createRegionCounter(tolerance: number): {
  row: TgaRowSink;
  counts: () => number[];
} {
  const counts = [0, 0, 0, 0, 0, 0];
  // Channel levels: 0 low, 1 high, 2 neither. Key = r*9 + g*3 + b over those levels.
  const lookup = new Int8Array(27).fill(5);
  lookup[0] = 0; // black
  lookup[9] = 1; // red
  lookup[3] = 2; // green
  lookup[1] = 3; // blue
  lookup[13] = 4; // white
  const level = new Uint8Array(256).fill(2);
  for (let v = 0; v <= tolerance; v += 1) {
    level[v] = 0;
    level[255 - v] = 1;
  }
  return {
    row(row, _y, width, bytesPerPixel) {
      for (let i = 0, end = width * bytesPerPixel; i < end; i += bytesPerPixel) {
        const key =
          (level[row[i + 2] as number] as number) * 9 +
          (level[row[i + 1] as number] as number) * 3 +
          (level[row[i] as number] as number);
        const index = lookup[key] as number;
        counts[index] = (counts[index] as number) + 1;
      }
    },
    counts: () => counts.slice(),
  };
}
