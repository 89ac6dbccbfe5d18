import { SEGMENT_DIGITS, SEVEN_SEGMENTS } from '@paddock/demo-assets';

/**
 * Synthetic livery textures for the fingerprint test set (issue 36): each design is drawn from a
 * seed (stripes, blocks, a gradient, race numbers and sponsor panels), as SVG that sharp renders,
 * so the set is the same on every machine and nothing large is kept in git.
 */

export interface Sponsor {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  ink: string;
  /** Which logo shape is drawn inside the panel. */
  logo: number;
}

export interface Design {
  background: string;
  gradient: { from: string; to: string; angle: number } | null;
  stripes: { offset: number; width: number; angle: number; fill: string }[];
  blocks: { x: number; y: number; w: number; h: number; fill: string }[];
  number: { digits: string; panel: string; ink: string; spots: { x: number; y: number }[] };
  sponsors: Sponsor[];
  /** A rectangle painted over everything (the "10 % repainted" edit). */
  patch: { x: number; y: number; w: number; h: number; fill: string } | null;
}

/** mulberry32: a small seeded generator, enough for drawing designs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const colour = (rand: () => number) =>
  `hsl(${Math.floor(rand() * 360)},${40 + Math.floor(rand() * 60)}%,${15 + Math.floor(rand() * 70)}%)`;
const between = (rand: () => number, lo: number, hi: number) => lo + rand() * (hi - lo);

export function makeSponsor(rand: () => number): Sponsor {
  return {
    x: between(rand, 0.02, 0.8),
    y: between(rand, 0.02, 0.85),
    w: between(rand, 0.08, 0.18),
    h: between(rand, 0.04, 0.08),
    fill: rand() < 0.5 ? '#fff' : colour(rand),
    ink: colour(rand),
    logo: Math.floor(rand() * 4),
  };
}

export function makeDigits(rand: () => number): string {
  return String(1 + Math.floor(rand() * 98));
}

export function makeDesign(seed: number): Design {
  const rand = seededRandom(seed);
  const stripeCount = 1 + Math.floor(rand() * 3);
  const blockCount = Math.floor(rand() * 4);
  const sponsorCount = 2 + Math.floor(rand() * 4);
  return {
    background: colour(rand),
    gradient: rand() < 0.5 ? { from: colour(rand), to: colour(rand), angle: Math.floor(rand() * 180) } : null,
    stripes: Array.from({ length: stripeCount }, () => ({
      offset: between(rand, 0.05, 0.95),
      width: between(rand, 0.03, 0.2),
      angle: Math.floor(between(rand, -60, 60)),
      fill: colour(rand),
    })),
    blocks: Array.from({ length: blockCount }, () => ({
      x: between(rand, 0, 0.7),
      y: between(rand, 0, 0.7),
      w: between(rand, 0.1, 0.35),
      h: between(rand, 0.1, 0.35),
      fill: colour(rand),
    })),
    number: {
      digits: makeDigits(rand),
      panel: rand() < 0.6 ? '#fff' : colour(rand),
      ink: colour(rand),
      spots: [
        { x: between(rand, 0.05, 0.4), y: between(rand, 0.1, 0.7) },
        { x: between(rand, 0.55, 0.8), y: between(rand, 0.1, 0.7) },
      ],
    },
    sponsors: Array.from({ length: sponsorCount }, () => makeSponsor(rand)),
    patch: null,
  };
}

function numberSvg(design: Design, size: number): string {
  const { digits, panel, ink, spots } = design.number;
  const panelSide = 0.16 * size;
  return spots
    .map(({ x, y }) => {
      const px = x * size;
      const py = y * size;
      const digitW = (panelSide * 0.7) / digits.length;
      const parts = [...digits].flatMap((digit, i) =>
        [...(SEGMENT_DIGITS[Number(digit)] ?? '')].map((segment) => {
          // The demo liveries' seven segments (a 4 × 7 grid): numbers without depending on fonts.
          const [x0, y0, x1, y1] = SEVEN_SEGMENTS[segment] as [number, number, number, number];
          const dx = px + panelSide * 0.15 + i * digitW;
          const unitX = (digitW * 0.85) / 4;
          const unitY = (panelSide * 0.7) / 7;
          return `<rect x="${dx + x0 * unitX}" y="${py + panelSide * 0.15 + y0 * unitY}" width="${(x1 - x0) * unitX}" height="${(y1 - y0) * unitY}" fill="${ink}"/>`;
        }),
      );
      return `<rect x="${px}" y="${py}" width="${panelSide}" height="${panelSide}" rx="${panelSide * 0.2}" fill="${panel}"/>${parts.join('')}`;
    })
    .join('');
}

function sponsorSvg(s: Sponsor, size: number): string {
  const x = s.x * size;
  const y = s.y * size;
  const w = s.w * size;
  const h = s.h * size;
  const logos = [
    `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w * 0.35}" ry="${h * 0.3}" fill="${s.ink}"/>`,
    `<rect x="${x + w * 0.1}" y="${y + h * 0.3}" width="${w * 0.8}" height="${h * 0.4}" fill="${s.ink}"/>`,
    `<polygon points="${x + w * 0.1},${y + h * 0.8} ${x + w / 2},${y + h * 0.15} ${x + w * 0.9},${y + h * 0.8}" fill="${s.ink}"/>`,
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${x + w * (0.1 + i * 0.2)}" y="${y + h * 0.2}" width="${w * 0.12}" height="${h * 0.6}" fill="${s.ink}"/>`,
      )
      .join(''),
  ];
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s.fill}"/>${logos[s.logo]}`;
}

/** The design as an SVG document of `size`² pixels. */
export function designSvg(design: Design, size: number): string {
  const body: string[] = [`<rect width="${size}" height="${size}" fill="${design.background}"/>`];
  if (design.gradient) {
    const { from, to, angle } = design.gradient;
    body.push(
      `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}" stop-opacity="0.8"/></linearGradient></defs>`,
      `<rect y="${size * 0.4}" width="${size}" height="${size * 0.6}" fill="url(#g)"/>`,
    );
  }
  for (const s of design.stripes) {
    const cx = s.offset * size;
    body.push(
      `<rect x="${cx - (s.width * size) / 2}" y="${-size}" width="${s.width * size}" height="${size * 3}" fill="${s.fill}" transform="rotate(${s.angle} ${cx} ${size / 2})"/>`,
    );
  }
  for (const b of design.blocks) {
    body.push(
      `<rect x="${b.x * size}" y="${b.y * size}" width="${b.w * size}" height="${b.h * size}" fill="${b.fill}"/>`,
    );
  }
  body.push(numberSvg(design, size));
  for (const s of design.sponsors) body.push(sponsorSvg(s, size));
  if (design.patch) {
    const p = design.patch;
    body.push(
      `<rect x="${p.x * size}" y="${p.y * size}" width="${p.w * size}" height="${p.h * size}" fill="${p.fill}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${body.join('')}</svg>`;
}

/** The same design with one sponsor replaced, the number changed, or 10 % of the area repainted. */
export const designEdits = {
  sponsorSwapped(design: Design, rand: () => number): Design {
    const sponsors = [...design.sponsors];
    const old = sponsors[0] as Sponsor;
    sponsors[0] = { ...makeSponsor(rand), x: old.x, y: old.y, w: old.w, h: old.h };
    return { ...design, sponsors };
  },
  numberChanged(design: Design, rand: () => number): Design {
    let digits = makeDigits(rand);
    while (digits === design.number.digits) digits = makeDigits(rand);
    return { ...design, number: { ...design.number, digits } };
  },
  repainted(design: Design, rand: () => number): Design {
    // A rectangle of 10 % of the area, of any shape between 1:2 and 2:1.
    const ratio = between(rand, 0.5, 2);
    const w = Math.sqrt(0.1 * ratio);
    const h = 0.1 / w;
    const fill = `hsl(${Math.floor(rand() * 360)},70%,50%)`;
    return { ...design, patch: { x: between(rand, 0, 1 - w), y: between(rand, 0, 1 - h), w, h, fill } };
  },
};
