/**
 * The Hamming distance at or under which two textures count as near copies (decision 0011). On
 * the test set, with the contract's fingerprint (integer luma, 2×2 box, since issue 36 point 3),
 * no two different designs are this close (the nearest are 12 apart) while number changes, hue
 * shifts, rescales and re-encodes all are; 11 finds no more copies than 10 there and would leave
 * a single bit of margin. The band index answers it exactly (4 bands of 16 bits, each searched
 * within 2 bits: ⌊10 / 4⌋ = 2).
 */
export const NEAR_COPY_DISTANCE = 10;
