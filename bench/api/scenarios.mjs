// The API calls measured under load (issues #9 and #20), each a path or a function giving a fresh
// path per request. A fixed path is answered from the server's 2 s micro-cache of anonymous
// answers but for one miss every 2 s; the functions are the uncached mix a real crowd makes, where
// no URL repeats, and carry issue #20's budgets (ratio to the bare route, p99).
import { RARE_WORD, TITLE_WORDS, typo } from '../data/distributions.mjs';

const SORT_KEYS = ['uploadDate', 'downloadCount', 'favoriteCount', 'title', 'author'];
const PAGE = { budgetP99: 15, budgetRatio: 0.3 };
const LISTING = { budgetP99: 25, budgetRatio: 0.2 };

const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** Early pages far more often than deep ones, as people page. */
const page = (last) => Math.min(last, 1 + Math.floor(Math.random() ** 3 * last));

export async function scenarios(url, dataset) {
  const get = async (path) => (await fetch(`${url}${path}`)).json();
  const classes = await get('/api/carclasses');
  const models = await get('/api/carmodels');
  const tags = await get('/api/tags');
  const gt3 = classes.find((c) => c.name === 'LMGT3') ?? classes[0];
  const retro = tags.find((t) => t.name === 'Retro') ?? tags[0];
  const lastPage = Math.ceil(dataset.liveries / 12);
  const deepPage = Math.max(1, Math.floor(lastPage / 2));
  const randomId = () => 1 + Math.floor(Math.random() * dataset.liveries);
  const filters = [
    () => '',
    () => `&carClassId=${pick(classes).id}`,
    () => `&carModelId=${pick(models).id}`,
    () => `&tagId=${pick(tags).id}`,
    () => `&carClassId=${pick(classes).id}&tagId=${pick(tags).id}`,
  ];
  const sort = () => `sortBy=${pick(SORT_KEYS)}&descending=${Math.random() < 0.7}`;
  const term = () => encodeURIComponent(pick(TITLE_WORDS).toLowerCase());
  // Issue 38's search mix: 1–3 words from titles, models and tags, one query in five with a typo.
  const words = [
    ...TITLE_WORDS,
    ...models.flatMap((m) => m.name.split(/[\s.-]+/)),
    ...tags.flatMap((t) => t.name.split(/[\s-]+/)),
  ].filter((w) => w.length >= 2);
  const query = () => {
    const picked = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(words).toLowerCase());
    if (Math.random() < 0.2) picked[picked.length - 1] = typo(picked[picked.length - 1]);
    return encodeURIComponent(picked.join(' '));
  };
  const searchSort = () => (Math.random() < 0.5 ? '' : `&${sort()}`);
  const prefix = () => {
    const word = pick(TITLE_WORDS.filter((w) => w.length >= 4)).toLowerCase();
    return encodeURIComponent(word.slice(0, 3 + Math.floor(Math.random() * Math.min(3, word.length - 2))));
  };
  const discussed = dataset.discussedIds?.length ? dataset.discussedIds : [1];
  const discussedId = () => discussed[Math.floor(Math.random() * discussed.length)];
  return [
    { name: 'browse default', path: '/api/liveries' },
    { name: 'browse class + tag', path: `/api/liveries?carClassId=${gt3.id}&tagId=${retro.id}` },
    { name: 'sort uploadDate asc', path: '/api/liveries?sortBy=uploadDate&descending=false' },
    { name: 'sort downloadCount', path: '/api/liveries?sortBy=downloadCount' },
    { name: 'sort favoriteCount', path: '/api/liveries?sortBy=favoriteCount' },
    { name: 'sort title', path: '/api/liveries?sortBy=title&descending=false' },
    { name: 'sort author', path: '/api/liveries?sortBy=author&descending=false' },
    { name: 'sort rating', path: '/api/liveries?sortBy=rating' },
    { name: `deep page (${deepPage})`, path: `/api/liveries?pageNumber=${deepPage}` },
    { name: 'search many ("gulf")', path: '/api/liveries?search=gulf' },
    { name: `search few ("${RARE_WORD.toLowerCase()}")`, path: `/api/liveries?search=${RARE_WORD.toLowerCase()}` },
    { name: 'header search (5)', path: '/api/liveries?search=mart&pageSize=5', budgetP99: 30 },
    // Issue 19: the livery page's comments, of any livery (mostly none) and of discussed ones.
    { name: 'comments', path: () => `/api/liveries/${randomId()}/comments` },
    { name: 'comments (discussed)', path: () => `/api/liveries/${discussedId()}/comments` },
    { name: 'latest', path: '/api/liveries/latest?count=8' },
    // The uncached mix: no URL repeats.
    { name: 'mix: livery page, random id', path: () => `/api/liveries/${randomId()}`, ...PAGE },
    { name: 'mix: related, random id', path: () => `/api/liveries/${randomId()}/related`, ...PAGE },
    { name: 'mix: livery page signed in', path: () => `/api/liveries/${randomId()}`, signedIn: true, ...PAGE },
    { name: 'mix: browse page, random', path: () => `/api/liveries?pageNumber=${page(lastPage)}`, ...LISTING },
    {
      name: 'mix: browse, random filter + sort + page',
      path: () => `/api/liveries?${sort()}${pick(filters)()}&pageNumber=${page(20)}`,
      ...LISTING,
    },
    {
      name: 'mix: search, title words',
      path: () => `/api/liveries?search=${term()}&${sort()}&pageNumber=${page(5)}`,
      ...LISTING,
    },
    {
      name: 'mix: search, 1–3 words, 20 % typos, any sort',
      path: () => `/api/liveries?search=${query()}${searchSort()}&pageNumber=${page(5)}`,
      ...LISTING,
    },
    {
      name: 'mix: header search, 3–5 letter prefixes',
      path: () => `/api/liveries?search=${prefix()}&pageSize=5`,
      budgetP99: 20,
      budgetRatio: 0.2,
    },
  ];
}
