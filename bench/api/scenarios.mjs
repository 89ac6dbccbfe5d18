// The API calls measured under load (issue #9), each a path or a function giving a fresh path per
// request so detail and related calls spread over the whole table instead of one cached row.
// A fixed path is answered from the server's 2 s micro-cache of anonymous answers but for one miss
// every 2 s; the functions measure the database path.
import { RARE_WORD } from '../data/distributions.mjs';

export async function scenarios(url, dataset) {
  const get = async (path) => (await fetch(`${url}${path}`)).json();
  const classes = await get('/api/carclasses');
  const tags = await get('/api/tags');
  const gt3 = classes.find((c) => c.name === 'LMGT3') ?? classes[0];
  const retro = tags.find((t) => t.name === 'Retro') ?? tags[0];
  const deepPage = Math.max(1, Math.floor(dataset.liveries / 12 / 2));
  const randomId = () => 1 + Math.floor(Math.random() * dataset.liveries);
  const discussed = dataset.discussedIds?.length ? dataset.discussedIds : [1];
  const discussedId = () => discussed[Math.floor(Math.random() * discussed.length)];
  const randomPage = () => 1 + Math.floor(Math.random() * Math.ceil(dataset.liveries / 12));
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
    // Every request a different page: what browsing costs when the 2 s answer cache cannot help.
    { name: 'browse random page (uncached)', path: () => `/api/liveries?pageNumber=${randomPage()}` },
    { name: 'search many ("gulf")', path: '/api/liveries?search=gulf' },
    { name: `search few ("${RARE_WORD.toLowerCase()}")`, path: `/api/liveries?search=${RARE_WORD.toLowerCase()}` },
    { name: 'header search (5)', path: '/api/liveries?search=mart&pageSize=5', budgetP99: 30 },
    { name: 'detail', path: () => `/api/liveries/${randomId()}` },
    { name: 'related', path: () => `/api/liveries/${randomId()}/related` },
    // Issue 19: the livery page's comments, of any livery (mostly none) and of discussed ones.
    { name: 'comments', path: () => `/api/liveries/${randomId()}/comments` },
    { name: 'comments (discussed)', path: () => `/api/liveries/${discussedId()}/comments` },
    { name: 'latest', path: '/api/liveries/latest?count=8' },
    { name: 'detail signed in', path: () => `/api/liveries/${randomId()}`, signedIn: true },
  ];
}
