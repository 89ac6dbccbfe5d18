/** A flake colour ready to show: 'R, G, B' text and the CSS colour of its swatch. */
export interface DisplayColor {
  /** 'R, G, B' when the value is a colour, else the stored text as it is. */
  text: string;
  /** `rgb(r, g, b)`, or 'transparent' when the value is not a colour we accept. */
  css: string;
  valid: boolean;
}

const RGB_PATTERN = /^\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*$/;
const HEX_PATTERN = /^\s*#?([0-9a-f]{3}|[0-9a-f]{6})\s*$/i;

/** [r, g, b] of 'R, G, B' (each 0–255) or of a 3- or 6-digit hex colour; null for anything else. */
export function parseColor(value: string | null | undefined): [number, number, number] | null {
  if (!value) return null;
  const rgb = RGB_PATTERN.exec(value);
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number) as [number, number, number];
    return channels.every((c) => c <= 255) ? channels : null;
  }
  const hex = HEX_PATTERN.exec(value)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** How a stored flake colour is displayed (spec member-site §5): invalid colours get a transparent swatch. */
export function displayColor(value: string | null | undefined): DisplayColor {
  const rgb = parseColor(value);
  if (!rgb) return { text: (value ?? '').trim(), css: 'transparent', valid: false };
  return { text: rgb.join(', '), css: `rgb(${rgb.join(', ')})`, valid: true };
}
