// Times single browse requests one after another against a running server, twice: the first time
// pays each filter's once-per-version work (a total, page marks, a search term's members), the
// second is answered from those (every URL differs, so the 2 s answer cache never serves it).
// On SQLite the first times are how long that work holds the event loop. Issue 20, 1,000,000 liveries:
//   node bench/first-requests.mjs http://127.0.0.1:4301
const base = process.argv[2] ?? 'http://127.0.0.1:4000';
const PATHS = [
  '/api/liveries?tagId=3',
  '/api/liveries?tagId=4&sortBy=downloadCount',
  '/api/liveries?carClassId=2&tagId=5&sortBy=title',
  '/api/liveries?carModelId=7&sortBy=favoriteCount&pageNumber=7',
  '/api/liveries?carClassId=3&sortBy=author&pageNumber=3',
  '/api/liveries?pageNumber=40000',
  '/api/liveries?pageNumber=80000',
  '/api/liveries?sortBy=title&descending=false&pageNumber=50000',
  '/api/liveries?search=gulf',
  '/api/liveries?search=gulf&sortBy=title&pageNumber=3',
  '/api/liveries?search=night&sortBy=downloadCount',
  '/api/liveries?search=zanzibar',
  '/api/liveries?search=shell&sortBy=author',
  '/api/liveries?search=mar&pageSize=5',
  '/api/liveries?search=marti&pageSize=5',
  '/api/liveries?search=zan&pageSize=5',
  '/api/liveries?search=heri&pageSize=5',
];
for (const round of ['first', 'again']) {
  for (const path of PATHS) {
    const started = performance.now();
    const res = await fetch(`${base}${path}${round === 'again' ? '&again=1' : ''}`);
    const body = await res.json();
    const ms = Math.round(performance.now() - started);
    const total = `${body.totalCount}${body.totalCapped ? '+' : ''}`;
    console.log(`${round.padEnd(5)} ${String(ms).padStart(6)} ms  ${res.status}  total ${total.padEnd(8)} ${path}`);
  }
}
