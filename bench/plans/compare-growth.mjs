// Puts two bench/plans-growth.mjs outputs (e.g. 100k and 1M) side by side, per database and case:
//   node bench/plans/compare-growth.mjs bench/plans/growth-100k.md bench/plans/growth-1m.md
import { readFileSync } from 'node:fs';

/** { 'SQLite': { case: [ms, ms once, pages, pages once] } } from one output's summary tables. */
function summaries(file) {
  const out = {};
  let kind = '';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('## ')) kind = line.slice(3);
    const cells = line.split(' | ');
    if (!line.startsWith('| ') || cells.length < 3 || !/^[\d.]+/.test(cells[1])) continue;
    // Deep pages differ in number between sizes: one key for both.
    const name = cells[0].slice(2).replace(/page \d+(?=,)/, 'page N');
    out[kind] = out[kind] ?? {};
    out[kind][name] = cells.slice(1).map((c) => Number.parseFloat(c));
  }
  return out;
}

const [small, large] = process.argv.slice(2).map(summaries);
const ratio = (a, b) => (a > 0 ? `${(b / a).toFixed(1)}×` : '');
const fmt = (n) => (n === undefined || Number.isNaN(n) ? '' : n >= 100 ? n.toFixed(0) : n.toFixed(2));
for (const kind of Object.keys(small)) {
  const pg = kind === 'PostgreSQL';
  console.log(`\n### ${kind}\n`);
  console.log(
    `| case | ms / request small → large | ms once per filter small → large |${pg ? ' pages / request | pages once per filter |' : ''}`,
  );
  console.log(`| --- | --- | --- |${pg ? ' --- | --- |' : ''}`);
  for (const [name, a] of Object.entries(small[kind])) {
    const b = large[kind]?.[name] ?? [];
    const cell = (i) => `${fmt(a[i])} → ${fmt(b[i])} (${ratio(a[i], b[i])})`;
    console.log(`| ${name} | ${cell(0)} | ${cell(1)} |${pg ? ` ${cell(2)} | ${cell(3)} |` : ''}`);
  }
}
