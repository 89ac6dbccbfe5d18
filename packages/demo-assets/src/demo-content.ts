import { REGIONS, type ReportReason, regionPartName } from '@paddock/contract';
import type { LiveryDesign, Rgb, StripePattern } from './livery-art';

/** Demo members; they sign in with DEMO_PASSWORD, which the README prints. */
export const DEMO_MEMBERS = [
  { username: 'apex_artisan', email: 'apex_artisan@demo.paddock.local' },
  { username: 'LateBraker', email: 'latebraker@demo.paddock.local' },
  { username: 'night_stint', email: 'night_stint@demo.paddock.local' },
  { username: 'GulfStreamer', email: 'gulfstreamer@demo.paddock.local' },
  { username: 'pitlane.paula', email: 'pitlane.paula@demo.paddock.local' },
  { username: 'Mulsanne_Mike', email: 'mulsanne_mike@demo.paddock.local' },
] as const;

export const DEMO_PASSWORD = 'demo-paddock-2026';

/** Invented colour schemes: a name for the title and the colours that go with it. */
type Scheme = { name: string; base: Rgb; fade: Rgb; stripe: Rgb; accent: Rgb };

// name, base, fade, stripe, accent: one scheme a line.
const SCHEMES: Scheme[] = (
  [
    ['Powder Blue Heritage', [140, 190, 230], [96, 150, 205], [244, 120, 32], [20, 20, 24]],
    ['Midnight Gold', [18, 18, 22], [30, 30, 38], [212, 175, 55], [240, 240, 240]],
    ['Rosso Corsa Classic', [200, 16, 30], [150, 10, 22], [250, 250, 250], [255, 205, 0]],
    ['Arctic Camo', [230, 234, 238], [180, 188, 196], [40, 44, 52], [0, 160, 220]],
    ['Lime Venom', [34, 36, 40], [20, 20, 22], [170, 230, 20], [255, 255, 255]],
    ['Sunset Boulevard', [255, 120, 60], [160, 40, 120], [255, 220, 120], [30, 10, 40]],
    ['British Racing Green', [0, 66, 37], [0, 40, 24], [240, 230, 200], [200, 160, 60]],
    ['Papaya Rush', [255, 128, 0], [230, 90, 0], [20, 90, 200], [250, 250, 250]],
    ['Silver Arrow', [190, 196, 204], [120, 126, 136], [0, 210, 190], [10, 10, 10]],
    ['Tricolore Endurance', [250, 250, 250], [220, 224, 230], [0, 85, 164], [239, 65, 53]],
    ['Purple Haze', [76, 30, 140], [40, 10, 80], [255, 200, 0], [255, 255, 255]],
    ['Desert Storm', [214, 190, 150], [170, 140, 100], [90, 60, 30], [30, 30, 30]],
    ['Neon Nights', [10, 12, 30], [30, 0, 60], [255, 0, 150], [0, 240, 255]],
    ['Ice Blue Hybrid', [220, 240, 255], [120, 180, 230], [0, 60, 140], [255, 80, 0]],
  ] satisfies [string, Rgb, Rgb, Rgb, Rgb][]
).map(([name, base, fade, stripe, accent]) => ({ name, base, fade, stripe, accent }));

const PATTERNS: StripePattern[] = ['diagonal', 'chevron', 'twin', 'split'];

const DESCRIPTIONS = [
  'Made for our league season. Every region is set up, so it looks right in the showroom straight away.',
  'A tribute to the long-tail endurance cars of the seventies, redrawn on the modern template.',
  'Clean and sponsor-free. Carbon sills and chrome trim; the stripes are a matte wrap.',
  'Night-race scheme: the roundel stickers stay readable under the headlights.',
  'Fictional team colours for our private 24-hour race. Feel free to use it for your own events.',
  null,
];

export interface DemoLivery {
  title: string;
  className: string;
  modelName: string;
  tagNames: string[];
  description: string | null;
  design: LiveryDesign;
  /** Index into DEMO_MEMBERS. */
  uploader: number;
  /** How many days ago it was uploaded, so the newest lists and the admin chart look lived in. */
  daysAgo: number;
}

const TAG_SETS = [
  ['Fictional', 'Minimalist'],
  ['Retro', 'Tribute'],
  ['League', 'Endurance'],
  ['Historic'],
  ['Sponsor-free', 'Minimalist'],
  ['Special event'],
  ['Real team', 'Endurance'],
  [],
];

/**
 * About forty liveries spread over every class and many models, each with its own design; the
 * choices are deterministic so every demo start looks the same.
 */
export function demoLiveries(catalogue: { className: string; models: string[] }[], count = 40): DemoLivery[] {
  const cars = catalogue.flatMap(({ className, models }) => models.map((modelName) => ({ className, modelName })));
  return Array.from({ length: count }, (_, i) => {
    const scheme = SCHEMES[i % SCHEMES.length] as (typeof SCHEMES)[number];
    // Stride through the cars so consecutive liveries land on different classes.
    const car = cars[(i * 7) % cars.length] ?? { className: 'Hypercar', modelName: 'Porsche 963' };
    const round = Math.floor(i / SCHEMES.length);
    return {
      title: round === 0 ? `${scheme.name} ${car.modelName}` : `${scheme.name} ${car.modelName} #${round + 1}`,
      className: car.className,
      modelName: car.modelName,
      tagNames: TAG_SETS[i % TAG_SETS.length] ?? [],
      description: DESCRIPTIONS[i % DESCRIPTIONS.length] ?? null,
      design: {
        base: scheme.base,
        baseFade: scheme.fade,
        stripe: scheme.stripe,
        accent: scheme.accent,
        pattern: PATTERNS[(i + round) % PATTERNS.length] ?? 'diagonal',
        offset: ((i * 37) % 60) / 100,
        raceNumber: (i * 13 + 7) % 100,
      },
      uploader: i % DEMO_MEMBERS.length,
      daysAgo: Math.round(((count - i) * 29) / count),
    };
  });
}

/** Region materials as the upload form sends them: one valid choice per region, varied a little. */
export function demoRegionFields(i: number): Record<string, string> {
  const black: Record<string, string> =
    i % 2 === 0
      ? {
          Material: 'MetallicFlakes',
          MetallicFlake_Style: 'Shiny',
          MetallicFlake_FlakeColorRGB: '255,215,0',
          MetallicFlake_FlakeStrength: 'Medium',
        }
      : { Material: 'Wrap', Wrap_Style: i % 3 === 0 ? 'Matte' : 'Shiny' };
  const byRegion: Record<(typeof REGIONS)[number], Record<string, string>> = {
    Black: black,
    Red: { Material: 'Carbon' },
    Green: { Material: 'Chrome', Chrome_Style: i % 2 === 0 ? 'Reflective' : 'Satin' },
    Blue: { Material: 'Wrap', Wrap_Style: 'MediumStrong' },
    White: { Material: 'Stickers', Sticker_Style: 'StrongMatte' },
  };
  const fields: Record<string, string> = {};
  REGIONS.forEach((region, index) => {
    fields[regionPartName(index, 'regionName')] = region;
    for (const [key, value] of Object.entries(byRegion[region])) fields[regionPartName(index, key)] = value;
  });
  return fields;
}

export const DEMO_REPORTS: { livery: number; reporter: number; reason: ReportReason; comment: string | null }[] = [
  {
    livery: 3,
    reporter: 1,
    reason: 'StolenContent',
    comment: 'This looks exactly like the scheme I posted on the league forum last month.',
  },
  { livery: 11, reporter: 4, reason: 'BrokenFile', comment: 'The region map seems shifted on the rear wing.' },
];

/**
 * Who follows whom among DEMO_MEMBERS (indexes, follower first), set before the liveries are
 * published so the followers find notifications of them; apex_artisan, the member the README
 * signs in with, follows two creators.
 */
export const DEMO_CREATOR_FOLLOWS: readonly (readonly [follower: number, creator: number])[] = [
  [0, 1],
  [0, 2],
  [1, 0],
  [3, 0],
  [4, 2],
  [5, 1],
];

/**
 * Demo collections (issue 19): `owner` is an index into DEMO_MEMBERS, `livery` into the demo
 * liveries (taken modulo their count). One public favourites list and one league pack with car
 * numbers, both apex_artisan's, so the demo member can try every control.
 */
export const DEMO_COLLECTIONS: {
  owner: number;
  name: string;
  description: string | null;
  visibility: 'public' | 'private';
  isLeaguePack: boolean;
  entries: { livery: number; carNumber?: string; driverOrTeam?: string }[];
}[] = [
  {
    owner: 0,
    name: 'Night Race Favourites',
    description: 'Schemes that still pop under the floodlights at 3 a.m.',
    visibility: 'public',
    isLeaguePack: false,
    entries: [{ livery: 2 }, { livery: 7 }, { livery: 12 }],
  },
  {
    owner: 0,
    name: 'Paddock Sprint Cup S1',
    description: 'Grid liveries for the Sunday sprint league: download the pack and drop each folder in.',
    visibility: 'public',
    isLeaguePack: true,
    entries: [
      { livery: 1, carNumber: '07', driverOrTeam: 'Apex Racing' },
      { livery: 4, carNumber: '12', driverOrTeam: 'LateBraker Motorsport' },
      { livery: 9, carNumber: '51', driverOrTeam: 'Night Stint Squadra' },
    ],
  },
];

/**
 * Issue 36 §4: one "based on" pair in the demo, a later livery (index into the plan) crediting an
 * earlier one by another member, with the permission note its uploader gave.
 */
export const DEMO_CREDIT = {
  livery: 4,
  basedOn: 1,
  note: 'Repainted with permission: the original painter agreed in the league Discord.',
} as const;

/**
 * Issue 19: a second version of a few demo liveries (index into the plan), published by their
 * uploader a few days after the upload: a new race number, and a changelog saying so.
 */
export const DEMO_VERSIONS: { livery: number; raceNumber: number; daysAfter: number; changelog: string }[] = [
  {
    livery: 0,
    raceNumber: 24,
    daysAfter: 3,
    changelog: 'New race number for the endurance round.\nThe roundel is larger so it reads better from the chase cam.',
  },
  {
    livery: 2,
    raceNumber: 88,
    daysAfter: 2,
    changelog: 'Sharper number edges on the doors and the roof.',
  },
];

/**
 * Demo comments (issue 19): `livery` indexes the demo liveries (modulo their number), `author`
 * DEMO_MEMBERS, and `replies` answer the comment one level deep. Links show the Markdown-lite.
 */
export const DEMO_COMMENTS: {
  livery: number;
  author: number;
  body: string;
  replies?: { author: number; body: string }[];
}[] = [
  {
    livery: 0,
    author: 1,
    body: 'Gorgeous fade on the sidepods. Does it hold up under the night lighting at Le Mans?',
    replies: [
      { author: 0, body: 'Thanks! It does, the chrome regions pick up the track lights nicely.' },
      { author: 3, body: 'Ran it last night in a league race, looks great in the mirrors.' },
    ],
  },
  {
    livery: 0,
    author: 4,
    body: 'Installed in two clicks.\n\nIf anyone needs the folder layout, see [the install guide](https://example.com/paddock/install-guide).',
  },
  {
    livery: 2,
    author: 5,
    body: 'The stripe lines up perfectly across the doors, nice work.',
    replies: [{ author: 2, body: 'Took three attempts to get that right, glad it shows!' }],
  },
  { livery: 5, author: 0, body: 'Classic colours, instant favourite.' },
  { livery: 7, author: 2, body: 'Would love a matte version of this one.' },
];

/** Demo ratings: every member rates some liveries that are not their own (seeded by the rule in seed-demo). */
export const DEMO_RATING_STARS = [5, 4, 5, 3, 4, 5, 2, 4] as const;

/** Issue 38 §6: nicknames the demo's models are searched by, given when the catalogue has the model. */
export const DEMO_MODEL_ALIASES: Record<string, readonly string[]> = {
  'Chevrolet Corvette Z06 LMGT3.R': ['Vette'],
  'Chevrolet Corvette C8.R': ['Vette'],
};
