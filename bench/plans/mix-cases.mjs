// The uncached mix's requests (bench/api/scenarios.mjs, "mix:") as repository calls, with fixed
// values standing in for its random ones: a livery in the middle of the catalogue, the largest
// class, the most common model, each sort, pages the mix asks for, many- and few-match terms.
const SORTS = ['uploadDate', 'downloadCount', 'favoriteCount', 'title', 'author'];

export function mixCases({ liveries, gt3, model, retro, admin, browse }) {
  const id = Math.floor(liveries / 2) + 1;
  const deepPage = Math.max(1, Math.floor(Math.ceil(liveries / 12) / 2));
  const filters = [
    ['no filter', {}],
    ['class', { carClassId: String(gt3) }],
    ['model', { carModelId: String(model) }],
    ['tag', { tagId: String(retro) }],
    ['class + tag', { carClassId: String(gt3), tagId: String(retro) }],
  ];
  const cases = [
    ['livery page', (repo) => repo.findForDetail(id, 0)],
    ['livery page signed in', (repo) => repo.findForDetail(id, admin)],
    ['related', (repo) => repo.related(id, 6)],
    ['browse page 1', browse({})],
    // The mix's random page: the marks are computed the first time, then kept (same cache).
    [`browse deep page · page ${deepPage}, marks computed`, browse({ pageNumber: String(deepPage) })],
    [`browse deep page · page ${deepPage + 1}, marks kept`, browse({ pageNumber: String(deepPage + 1) })],
  ];
  for (const [label, filter] of filters) {
    for (const sortBy of SORTS) {
      cases.push([`browse ${label}, ${sortBy}, page 20`, browse({ ...filter, sortBy, pageNumber: '20' })]);
    }
  }
  for (const [term, sortBy] of [
    ['gulf', 'uploadDate'],
    ['gulf', 'downloadCount'],
    ['gulf', 'title'],
    ['gulf', 'author'],
    ['night', 'uploadDate'],
    ['zanzibar', 'uploadDate'],
  ]) {
    cases.push([`search "${term}", ${sortBy}, page 5`, browse({ search: term, sortBy, pageNumber: '5' })]);
  }
  for (const prefix of ['gul', 'mar', 'marti', 'zan']) {
    cases.push([`header search "${prefix}"`, browse({ search: prefix, pageSize: '5' })]);
  }
  return cases;
}
