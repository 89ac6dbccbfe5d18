import { checkTgaPair, parseTgaHeader, TGA_HEADER_BYTES, type TgaHeader } from '@paddock/contract';

/** A chosen TGA file with the header it was checked against. */
export interface TgaFile {
  file: File;
  header: TgaHeader;
}

export type TgaFileCheck = { ok: true; tga: TgaFile } | { ok: false; message: string };

/** The first `count` bytes of a file, without reading the rest (a 64 MB livery stays on disk). */
export async function readFirstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  // Older engines (and some test DOMs) only offer FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * Checks a file before anything is sent: its 18-byte header must be a TGA the game reads, and,
 * when the other file of the pair is already chosen, both must have the same size.
 */
export async function checkTgaFile(file: File, other?: TgaFile | null): Promise<TgaFileCheck> {
  const parsed = parseTgaHeader(await readFirstBytes(file, TGA_HEADER_BYTES));
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const { ok: _ok, ...header } = parsed;
  if (other) {
    const pair = checkTgaPair(header, other.header);
    if (!pair.ok) return { ok: false, message: pair.message };
  }
  return { ok: true, tga: { file, header } };
}

/** '4096 × 4096 · 32-bit · raw' */
export function describeTga(header: TgaHeader): string {
  return `${header.width} × ${header.height} · ${header.bitsPerPixel}-bit · ${header.rle ? 'RLE' : 'raw'}`;
}

/** '63.9 MB', '812 KB' */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
