// The bench's stand-in for a painter's customskin.tga (the zip and the fingerprint benches share it).

/** A 32-bit raw TGA that looks like a livery: flat panels, stripes, gradients and some grain. */
export function liveryTga(seed, size = 4096) {
  const bytes = new Uint8Array(18 + size * size * 4);
  bytes[2] = 2;
  bytes[12] = size & 0xff;
  bytes[13] = size >> 8;
  bytes[14] = size & 0xff;
  bytes[15] = size >> 8;
  bytes[16] = 32;
  bytes[17] = 0x28;
  let noise = seed;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = 18 + (y * size + x) * 4;
      const panel = ((x >> 9) + (y >> 9) + seed) % 5;
      const stripe = ((x + y) >> 6) % 7 === 0;
      noise = (noise * 1103515245 + 12345) >>> 0;
      const grain = y > size * 0.75 ? (noise >>> 24) & 15 : 0;
      bytes[i] = stripe ? 240 : (panel * 50 + (x >> 5)) & 255;
      bytes[i + 1] = stripe ? 240 : (panel * 30 + grain) & 255;
      bytes[i + 2] = stripe ? 20 : (200 - panel * 40 + (y >> 6)) & 255;
      bytes[i + 3] = 255;
    }
  }
  return bytes;
}
