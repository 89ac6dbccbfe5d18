import {
  parseTgaHeader,
  TGA_HEADER_BYTES,
  TGA_TRAILER_BYTES_MAX,
  type TgaHeader,
  tgaFileSizeBounds,
} from '@paddock/contract';
import { looksLikeArchive } from './magic-bytes';
import { LIVERY_ZIP_MESSAGES, zipErrors } from './validation-errors';

export interface TgaStreamCheck {
  /** Feeds the next inflated bytes; throws as soon as they cannot be the TGA the header announces. */
  write(chunk: Uint8Array): void;
  /** Called once every byte was written: returns the header, or throws if the file is short or incomplete. */
  end(): TgaHeader;
}

/**
 * Checks one zip entry as it inflates, without keeping it in memory: nested archive and TGA header
 * from the first 18 bytes, then the length the header implies. RLE files are walked packet by
 * packet (cheap: one step per packet, pixel bytes are skipped), so a stream that stops mid-image
 * or carries data past the image and its TGA 2.0 trailer is refused.
 */
export function createTgaStreamCheck(name: string, maxBytes: number): TgaStreamCheck {
  const head = new Uint8Array(TGA_HEADER_BYTES);
  let headLength = 0;
  let header: TgaHeader | undefined;
  let maxTotal = 0;
  let total = 0;
  let rle: RleWalker | undefined;
  const damaged = () => zipErrors.invalid(LIVERY_ZIP_MESSAGES.tgaDamaged(name));

  const readHeader = () => {
    if (looksLikeArchive(head.subarray(0, headLength))) throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.nestedArchive);
    const parsed = parseTgaHeader(head.subarray(0, headLength));
    if (!parsed.ok) throw zipErrors.invalid(LIVERY_ZIP_MESSAGES.tga(name, parsed.message));
    const bounds = tgaFileSizeBounds(parsed);
    // An 8192×8192 raw 32-bit file is 256 MiB: say so now rather than after inflating 80 MiB.
    if (bounds.min > maxBytes) throw zipErrors.tooLarge(LIVERY_ZIP_MESSAGES.entryTooLarge(name, maxBytes));
    maxTotal = bounds.max;
    const { width, height, bitsPerPixel, imageType, idLength } = parsed;
    const result: TgaHeader = { width, height, bitsPerPixel, imageType, rle: parsed.rle, idLength };
    if (result.rle) rle = createRleWalker(result, damaged);
    return result;
  };

  return {
    write(chunk) {
      total += chunk.length;
      let offset = 0;
      if (!header) {
        offset = Math.min(TGA_HEADER_BYTES - headLength, chunk.length);
        head.set(chunk.subarray(0, offset), headLength);
        headLength += offset;
        if (headLength < TGA_HEADER_BYTES) return;
        header = readHeader();
      }
      if (total > maxTotal) throw damaged();
      rle?.walk(chunk, offset);
    },

    end() {
      header ??= readHeader(); // fewer than 18 bytes: an archive signature or "not a TGA"
      if (total < tgaFileSizeBounds(header).min || (rle && !rle.complete())) throw damaged();
      return header;
    },
  };
}

interface RleWalker {
  walk(chunk: Uint8Array, start: number): void;
  complete(): boolean;
}

function createRleWalker(header: TgaHeader, damaged: () => Error): RleWalker {
  const bytesPerPixel = header.bitsPerPixel / 8;
  let pixelsLeft = header.width * header.height;
  let skip = header.idLength; // the image ID comes before the first packet
  let trailer = 0;

  return {
    walk(chunk, start) {
      let i = start;
      while (i < chunk.length) {
        if (skip > 0) {
          const step = Math.min(skip, chunk.length - i);
          skip -= step;
          i += step;
        } else if (pixelsLeft === 0) {
          trailer += chunk.length - i;
          if (trailer > TGA_TRAILER_BYTES_MAX) throw damaged();
          return;
        } else {
          const packet = chunk[i] ?? 0;
          i += 1;
          const count = (packet & 0x7f) + 1;
          // A packet running past the last pixel means the header and the data disagree.
          if (count > pixelsLeft) throw damaged();
          pixelsLeft -= count;
          skip = packet & 0x80 ? bytesPerPixel : count * bytesPerPixel;
        }
      }
    },
    complete: () => pixelsLeft === 0 && skip === 0,
  };
}
