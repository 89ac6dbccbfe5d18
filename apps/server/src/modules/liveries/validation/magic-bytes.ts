/**
 * File types recognised by their first bytes, never by name or Content-Type (DESIGN §5): both
 * are chosen by whoever sends the file.
 */

export type ScreenshotFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectImageFormat(bytes: Uint8Array): ScreenshotFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

const ARCHIVE_SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip (local file header)
  [0x50, 0x4b, 0x05, 0x06], // zip (empty archive)
  [0x50, 0x4b, 0x07, 0x08], // zip (spanned)
  [0x1f, 0x8b], // gzip
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  ascii('Rar!\x1a\x07'), // rar 4 and 5
  ascii('BZh'), // bzip2
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x28, 0xb5, 0x2f, 0xfd], // zstd
];

/** True when the bytes open an archive: a zip inside the livery zip is refused by content, whatever its name. */
export function looksLikeArchive(bytes: Uint8Array): boolean {
  return ARCHIVE_SIGNATURES.some((signature) => startsWith(bytes, signature));
}
