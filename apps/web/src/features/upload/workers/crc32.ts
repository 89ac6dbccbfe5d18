// CRC-32 (the zip one: reflected polynomial 0xEDB88320), eight bytes per step ("slicing-by-8"):
// a 64 MB TGA is checksummed in the worker, beside its compression, in a few tens of milliseconds.
const TABLES = (() => {
  const t = new Int32Array(256 * 8);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  for (let n = 0; n < 256; n += 1) {
    for (let k = 1; k < 8; k += 1) {
      const previous = t[(k - 1) * 256 + n] ?? 0;
      t[k * 256 + n] = (t[previous & 0xff] ?? 0) ^ (previous >>> 8);
    }
  }
  return t;
})();

/** Continues `crc` (0 to start) over `data`; returns the unsigned CRC-32 so far. */
export function crc32(data: Uint8Array, crc = 0): number {
  const t = TABLES;
  // `?? 0` never fires (every index is in range); it only tells TypeScript so.
  const at = (i: number) => data[i] ?? 0;
  const table = (i: number) => t[i] ?? 0;
  let c = ~crc;
  let i = 0;
  for (const end = data.length - (data.length & 7); i < end; i += 8) {
    const a = c ^ (at(i) | (at(i + 1) << 8) | (at(i + 2) << 16) | (at(i + 3) << 24));
    c =
      table(1792 + (a & 0xff)) ^
      table(1536 + ((a >>> 8) & 0xff)) ^
      table(1280 + ((a >>> 16) & 0xff)) ^
      table(1024 + (a >>> 24)) ^
      table(768 + at(i + 4)) ^
      table(512 + at(i + 5)) ^
      table(256 + at(i + 6)) ^
      table(at(i + 7));
  }
  for (; i < data.length; i += 1) c = table((c ^ at(i)) & 0xff) ^ (c >>> 8);
  return ~c >>> 0;
}
