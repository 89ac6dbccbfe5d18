// Deterministic random data with the shapes a real catalogue has: a few popular sponsors and car
// models, most liveries with a handful of downloads and favourites, a long tail of hits.

/** mulberry32: small, fast and seeded, so two runs build the same database. */
export function createRandom(seed = 20250101) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    /** Index 0..n-1, index k about 1/(k+1) as likely as index 0 (Zipf, s = 1). */
    zipfIndex(n) {
      const h = Math.log(n + 1);
      return Math.min(n - 1, Math.floor(Math.exp(next() * h) - 1));
    },
    /** Pareto-tailed count: most values small, a few very large, capped at `max`. */
    longTail(scale, alpha, max) {
      const u = 1 - next();
      return Math.min(max, Math.floor(scale * (u ** (-1 / alpha) - 1)));
    },
  };
}

// "gulf" comes first in the Zipf order, so it is in a large share of titles: the many-match search.
export const SPONSORS = [
  'Gulf', 'Martini', 'Rothmans', 'Castrol', 'Shell', 'Mobil', 'Repsol', 'Petronas', 'Total', 'Motul',
  'Michelin', 'Pirelli', 'Bridgestone', 'Goodyear', 'Dunlop', 'Hankook', 'Red Bull', 'Monster', 'Rockstar',
  'Heineken', 'Jägermeister', 'Marlboro', 'Lucky Strike', 'Camel', 'West', 'Benson', 'Mild Seven', 'JPS',
  'Silk Cut', 'Kenwood', 'Sony', 'Canon', 'Fujifilm', 'Akai', 'Pioneer', 'Alpinestars', 'Sparco', 'OMP',
  'Recaro', 'Momo', 'Brembo', 'Bosch', 'Valvoline', 'STP', 'Liqui Moly', 'Elf', 'Agip', 'Esso', 'Texaco',
  'Havoline', 'Hugo Boss', 'Tag Heuer', 'Rolex', 'Hublot', 'Richard Mille', 'Oakley', 'Puma', 'Adidas',
  'Nike', 'Vodafone', 'Orange', 'Telefonica', 'Emirates', 'Etihad', 'Qatar', 'Lufthansa', 'KLM', 'Alitalia',
  'DHL', 'UPS', 'FedEx', 'Hertz', 'Avis', 'Sixt', 'Oracle', 'Cisco', 'Dell', 'HP', 'Acer', 'Lenovo',
];
const STYLES = ['Tribute', 'Classic', 'Endurance', 'Night', 'Stealth', 'Neon', 'Retro', 'Works', 'Privateer',
  'Camo', 'Chequered', 'Splitter', 'Gradient', 'Carbon', 'Pearl', 'Racing', 'Team', 'Heritage', 'Concept', 'Pro'];
const EVENTS = ['Le Mans', 'Spa', 'Sebring', 'Monza', 'Fuji', 'Bahrain', 'Imola', 'Portimao', 'Interlagos', 'Qatar',
  'Daytona', 'Petit Le Mans', 'Nurburgring', 'Silverstone', 'Austin', 'Suzuka'];
/** Every word titles are made of: the uncached search mix draws its terms and prefixes from them. */
export const TITLE_WORDS = [...SPONSORS, ...STYLES, ...EVENTS].flatMap((w) => w.split(' ')).filter((w) => w.length >= 3);
/** In about one title per 10,000: the few-match search term. */
export const RARE_WORD = 'Zanzibar';
const FIRST = ['fast', 'late', 'apex', 'pit', 'grid', 'flat', 'drift', 'slip', 'box', 'turbo', 'aero', 'sector',
  'redline', 'paddock', 'podium', 'night', 'rain', 'slick', 'lap', 'hairpin'];
const SECOND = ['driver', 'racer', 'painter', 'wolf', 'fox', 'falcon', 'shark', 'tiger', 'ghost', 'comet',
  'rocket', 'pilot', 'maker', 'artist', 'runner', 'storm', 'hawk', 'viper', 'bear', 'owl'];

export function username(random, i) {
  return `${random.pick(FIRST)}_${random.pick(SECOND)}${i}`;
}

export function title(random, i) {
  const sponsor = SPONSORS[random.zipfIndex(SPONSORS.length)];
  const style = random.pick(STYLES);
  const parts = [sponsor, style];
  if (random.next() < 0.4) parts.push(random.pick(EVENTS));
  if (random.next() < 0.5) parts.push(String(random.int(1998, 2026)));
  if (i % 10_000 === 7) parts.push(RARE_WORD);
  if (random.next() < 0.3) parts.push(`#${random.int(1, 99)}`);
  return parts.join(' ');
}

const WORDS = 'a livery for the season with clean lines bold colours sponsor logos and a number board that reads well at night on the straight'.split(' ');

export function description(random) {
  const n = random.int(8, 60);
  const out = [];
  for (let i = 0; i < n; i++) out.push(random.pick(WORDS));
  return `${out.join(' ')}.`;
}

/** Region rows every livery carries (all five regions, allowed materials: DESIGN §5). */
export function regionRows(random) {
  const metallic = random.next() < 0.5 ? 'MetallicFlakes' : 'MetallicPaint';
  return [
    ['Black', metallic, random.pick(['Matte', 'Shiny']), `${random.int(0, 255)},${random.int(0, 255)},${random.int(0, 255)}`, random.pick(['Soft', 'Medium', 'Strong'])],
    ['Red', 'Carbon', null, null, null],
    ['Green', 'Wrap', random.pick(['Matte', 'Medium', 'MediumStrong', 'Shiny']), null, null],
    ['Blue', 'Chrome', random.pick(['Satin', 'Reflective']), null, null],
    ['White', 'Stickers', random.pick(['Matte', 'StrongMatte', 'Medium', 'Shiny']), null, null],
  ];
}

/** `count` distinct picks from 0..n-1 (count ≤ n). */
export function distinct(random, n, count) {
  if (count * 2 < n) {
    const set = new Set();
    while (set.size < count) set.add(Math.floor(random.next() * n));
    return [...set];
  }
  const all = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random.next() * (n - i));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all.slice(0, count);
}

/** A word as typed in a hurry (issue 38's search mix): one letter dropped or two swapped, from 5 letters. */
export function typo(word) {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(Math.random() * (word.length - 2));
  return Math.random() < 0.5
    ? word.slice(0, i) + word.slice(i + 1)
    : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}
