import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('crc32', () => {
  it('gives the zip CRC-32 (the standard check value, and none for nothing)', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    expect(crc32(ascii('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
  });

  it('continues across slices of any length, as the worker feeds it', () => {
    const data = new Uint8Array(1000).map((_, i) => (i * 31 + 7) & 0xff);
    const whole = crc32(data);
    for (const cut of [1, 7, 8, 9, 500, 999]) {
      expect(crc32(data.subarray(cut), crc32(data.subarray(0, cut)))).toBe(whole);
    }
  });
});
