/**
 * The Hamming distance at or under which two textures count as near copies (decision 0011): on
 * the test set, no two different designs are this close (the nearest are 16 apart) while number
 * changes, hue shifts, rescales and re-encodes all are. It is also the radius the band index
 * answers exactly (4 bands of 16 bits, each searched within 2 bits: ⌊11 / 4⌋ = 2).
 */
export const NEAR_COPY_DISTANCE = 11;
