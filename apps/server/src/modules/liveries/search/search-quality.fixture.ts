/**
 * Issue 38 §8: a small catalogue and the queries players type, with the livery each must return
 * first. Run on both databases by search-quality.test.ts; a ranking or matching change that moves
 * any of them fails it.
 */
export interface FixtureLivery {
  title: string;
  model: string;
  tags: string[];
  author: string;
  description?: string;
  favorites: number;
}

export const QUALITY_LIVERIES: FixtureLivery[] = [
  {
    title: 'Ice Blue Hybrid Porsche 963 #2',
    model: 'Porsche 963',
    tags: ['Fictional'],
    author: 'anna_speed',
    description: 'A cold blue scheme',
    favorites: 5,
  },
  {
    title: 'Desert Storm Cadillac V-Series.R #3',
    model: 'Cadillac V-Series.R',
    tags: ['Fictional'],
    author: 'zoe_drift',
    description: 'Sand and gold',
    favorites: 3,
  },
  {
    title: 'Gulf Heritage 963',
    model: 'Porsche 963',
    tags: ['Retro', 'Tribute'],
    author: 'anna_speed',
    description: 'The famous powder blue and orange',
    favorites: 10,
  },
  {
    title: 'Martini Racing Stripes',
    model: 'Porsche 911 RSR-19',
    tags: ['Retro', 'Historic'],
    author: 'marco_rossi',
    favorites: 8,
  },
  {
    title: 'Rosso Corsa Classic',
    model: 'Ferrari 499P',
    tags: ['Real team'],
    author: 'marco_rossi',
    description: 'Ferrari red for the Hypercar',
    favorites: 12,
  },
  {
    title: 'AF Corse #51 Championship',
    model: 'Ferrari 499P',
    tags: ['Real team', 'Endurance'],
    author: 'luca_b',
    favorites: 20,
  },
  { title: 'Yellow Prancing Horse', model: 'Ferrari 296 LMGT3', tags: ['Fictional'], author: 'luca_b', favorites: 2 },
  {
    title: 'Midnight Lamborghini Camo',
    model: 'Lamborghini SC63',
    tags: ['Minimalist'],
    author: 'nightowl',
    favorites: 4,
  },
  {
    title: 'Verde Mantis',
    model: 'Lamborghini Huracán LMGT3 Evo2',
    tags: [],
    author: 'nightowl',
    description: 'green lambo',
    favorites: 1,
  },
  {
    title: 'Équipe Bleue Alpine',
    model: 'Alpine A424',
    tags: ['League'],
    author: 'pierre_dupont',
    description: "Livrée de l'équipe",
    favorites: 6,
  },
  {
    title: 'Le Mans Centenary Tribute',
    model: 'Toyota GR010 Hybrid',
    tags: ['Tribute', 'Special event'],
    author: 'yuki_t',
    favorites: 9,
  },
  {
    title: 'Corvette Racing Yellow',
    model: 'Chevrolet Corvette Z06 LMGT3.R',
    tags: ['Real team'],
    author: 'jake_m',
    favorites: 7,
  },
  {
    title: "Jake's Corvette Throwback",
    model: 'Chevrolet Corvette C8.R',
    tags: ['Retro'],
    author: 'jake_m',
    favorites: 3,
  },
  {
    title: 'Aston Martin Heart of Racing',
    model: 'Aston Martin Vantage AMR LMGT3',
    tags: ['Real team'],
    author: 'sam_green',
    favorites: 5,
  },
  {
    title: 'Valkyrie Green Machine',
    model: 'Aston Martin Valkyrie AMR LMH',
    tags: ['Fictional'],
    author: 'sam_green',
    favorites: 2,
  },
  { title: 'Peugeot Lion Stripes', model: 'Peugeot 9X8', tags: ['Fictional'], author: 'pierre_dupont', favorites: 4 },
  {
    title: 'BMW Art Car Tribute',
    model: 'BMW M Hybrid V8',
    tags: ['Tribute', 'Historic'],
    author: 'hans_k',
    favorites: 11,
  },
  { title: 'Team WRT BMW M4', model: 'BMW M4 LMGT3', tags: ['Real team'], author: 'hans_k', favorites: 6 },
  {
    title: 'Oreca Endurance League Blue',
    model: 'Oreca 07 Gibson',
    tags: ['League', 'Endurance'],
    author: 'league_admin',
    favorites: 1,
  },
  {
    title: 'United Autosports Oreca',
    model: 'Oreca 07 Gibson',
    tags: ['Real team'],
    author: 'league_admin',
    favorites: 3,
  },
  {
    title: 'McLaren Papaya',
    model: 'McLaren 720S LMGT3 Evo',
    tags: ['Real team'],
    author: 'orange_fan',
    description: 'papaya orange',
    favorites: 9,
  },
  { title: 'Ford Mustang Heritage', model: 'Ford Mustang LMGT3', tags: ['Retro'], author: 'orange_fan', favorites: 2 },
  { title: 'Lexus Sunset', model: 'Lexus RC F LMGT3', tags: ['Minimalist'], author: 'yuki_t', favorites: 1 },
  { title: 'Glickenhaus Red Pipe', model: 'Glickenhaus SCG 007', tags: [], author: 'jim_g', favorites: 2 },
  {
    title: 'Isotta Storico',
    model: 'Isotta Fraschini Tipo 6-C',
    tags: ['Historic'],
    author: 'pierre_dupont',
    favorites: 1,
  },
  { title: 'Vanwall Emerald', model: 'Vanwall Vandervell 680', tags: [], author: 'hans_k', favorites: 0 },
  { title: 'Ligier Blue Arrow', model: 'Ligier JS P325', tags: [], author: 'anna_speed', favorites: 1 },
  {
    title: 'Mercedes Silver Arrow',
    model: 'Mercedes-AMG LMGT3',
    tags: ['Historic'],
    author: 'hans_k',
    description: 'silver arrows heritage',
    favorites: 7,
  },
  {
    title: 'Porsche Pink Pig',
    model: 'Porsche 911 LMGT3 R',
    tags: ['Retro', 'Tribute'],
    author: 'marco_rossi',
    favorites: 15,
  },
  {
    title: 'Ferrari 488 Endurance Classic',
    model: 'Ferrari 488 GTE Evo',
    tags: ['Endurance'],
    author: 'luca_b',
    favorites: 4,
  },
  { title: 'Ginetta Zebra', model: 'Ginetta G61-LT-P3 Evo', tags: [], author: 'jim_g', favorites: 0 },
  { title: 'Duqueine Night Sky', model: 'Duqueine D09', tags: [], author: 'jim_g', favorites: 0 },
];

export interface QualityCase {
  query: string;
  /** The title that must come first; absent when nothing may match. */
  first?: string;
  /** How many liveries match, when the case is about what matches at all. */
  total?: number;
  /** "Did you mean …?" when nothing matches. */
  suggestion?: string;
  why: string;
}

export const QUALITY_CASES: QualityCase[] = [
  { query: 'porshe', first: 'Porsche Pink Pig', total: 4, why: 'typo; title over model; favourites break the tie' },
  { query: 'ferarri', first: 'Ferrari 488 Endurance Classic', total: 4, why: 'swapped letters count as one typo' },
  { query: 'lamborgini', first: 'Midnight Lamborghini Camo', total: 2, why: 'typo in a long word' },
  { query: 'blue 963', first: 'Ice Blue Hybrid Porsche 963 #2', total: 2, why: 'words apart in the title' },
  { query: 'hypercar desert', first: 'Desert Storm Cadillac V-Series.R #3', total: 1, why: 'class and title' },
  { query: 'equipe', first: 'Équipe Bleue Alpine', why: 'accents ignored' },
  { query: 'Équipe bleue', first: 'Équipe Bleue Alpine', why: 'accents and case in the query' },
  { query: 'equipe bleu', first: 'Équipe Bleue Alpine', why: 'the last word as a prefix' },
  { query: 'porsch', first: 'Porsche Pink Pig', total: 4, why: 'prefix as you type' },
  { query: 'porsche', first: 'Porsche Pink Pig', total: 4, why: 'exact, title first' },
  { query: 'anna_speed', first: 'Gulf Heritage 963', total: 3, why: "an author's username finds their liveries" },
  { query: 'anna', first: 'Gulf Heritage 963', total: 3, why: 'part of an author name' },
  { query: 'gulf', first: 'Gulf Heritage 963', total: 1, why: 'a sponsor in the title' },
  { query: 'martini', first: 'Martini Racing Stripes', why: 'a sponsor in the title' },
  { query: 'corvette', first: 'Corvette Racing Yellow', total: 2, why: 'title and model; favourites order ties' },
  { query: 'tribute', first: 'BMW Art Car Tribute', total: 4, why: 'titles before tags' },
  { query: 'retro', first: 'Porsche Pink Pig', total: 5, why: 'a tag' },
  { query: 'lmgt3', first: 'Porsche Pink Pig', why: 'a class' },
  { query: 'gte', first: 'Martini Racing Stripes', total: 3, why: 'a class' },
  { query: 'lmp2', first: 'United Autosports Oreca', total: 2, why: 'a class' },
  {
    query: 'oreca league',
    first: 'Oreca Endurance League Blue',
    total: 2,
    why: 'both in the title beats title and author',
  },
  { query: 'papaya', first: 'McLaren Papaya', why: 'title' },
  { query: 'orange', first: 'McLaren Papaya', total: 3, why: 'author before description' },
  { query: 'silver arrow', first: 'Mercedes Silver Arrow', total: 1, why: 'two title words' },
  { query: 'arrow', first: 'Mercedes Silver Arrow', total: 2, why: 'favourites order equal matches' },
  { query: 'arrows', first: 'Mercedes Silver Arrow', total: 2, why: 'exact (description) above corrected (title)' },
  { query: 'mclaren', first: 'McLaren Papaya', why: 'model and title' },
  { query: 'bmw', first: 'BMW Art Car Tribute', total: 2, why: 'title; favourites order ties' },
  { query: 'bmw m4', first: 'Team WRT BMW M4', total: 1, why: 'model words' },
  { query: 'wrt', first: 'Team WRT BMW M4', total: 1, why: 'a team in the title' },
  { query: 'huracan', first: 'Verde Mantis', total: 1, why: 'an accented model name typed without its accent' },
  { query: 'huracán', first: 'Verde Mantis', total: 1, why: 'the accent typed' },
  { query: 'toyota', first: 'Le Mans Centenary Tribute', total: 1, why: 'a model' },
  { query: 'hybrid', first: 'Ice Blue Hybrid Porsche 963 #2', total: 3, why: 'title before model' },
  { query: 'peugeot lion', first: 'Peugeot Lion Stripes', total: 1, why: 'model and title' },
  { query: 'frashini', first: 'Isotta Storico', total: 1, why: 'two typos in an 8-letter model word' },
  { query: 'glikenhaus', first: 'Glickenhaus Red Pipe', total: 1, why: 'a missing letter' },
  { query: 'mustang', first: 'Ford Mustang Heritage', total: 1, why: 'title and model' },
  { query: '963 hypercar', first: 'Gulf Heritage 963', total: 2, why: 'equal matches: favourites decide' },
  { query: 'endurance', first: 'Ferrari 488 Endurance Classic', total: 3, why: 'titles before tags' },
  { query: 'real team ferrari', first: 'AF Corse #51 Championship', total: 2, why: 'a tag of two words and a model' },
  { query: 'yuki', first: 'Le Mans Centenary Tribute', total: 2, why: 'an author' },
  { query: 'c8 r', first: "Jake's Corvette Throwback", total: 1, why: 'model code with punctuation' },
  { query: 'v-series', first: 'Desert Storm Cadillac V-Series.R #3', total: 1, why: 'hyphens are word breaks' },
  { query: 'green lambo', first: 'Verde Mantis', total: 1, why: 'the description, weakest, still finds' },
  { query: 'powde', first: 'Gulf Heritage 963', total: 1, why: 'a prefix of a word only a description holds' },
  { query: 'xyzzy', total: 0, why: 'nothing close: no suggestion' },
  { query: 'frari', total: 0, suggestion: 'ferrari', why: 'too far to forgive, close enough to suggest' },
  { query: 'mstng', total: 0, suggestion: 'mustang', why: 'two letters missing from a short word: suggested' },
];
