// One table for stdout and bench/RESULTS.md, with where and how the figures were measured.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './server-process.mjs';

const NOTES_HEADING = '## Notes';

export function markdownTable(rows) {
  const head = ['part', 'measure', 'result', 'budget', 'met'];
  const lines = [
    head,
    head.map(() => '---'),
    ...rows.map((r) => [
      r.part,
      r.measure,
      r.result,
      r.budget ?? '',
      r.met === undefined ? '' : r.met ? 'yes' : '**no**',
    ]),
  ];
  const widths = head.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  return lines.map((l) => `| ${l.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`).join('\n');
}

function commit() {
  try {
    const hash = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
    // The result files themselves do not change what was measured.
    const measured = "apps packages bench ':!bench/RESULTS.md' ':!bench/QUERY-PLANS.md'";
    const dirty = execSync(`git status --porcelain -- ${measured}`, { cwd: ROOT }).toString().trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
}

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** Writes RESULTS.md; a "## Notes" section written by hand is carried over from the previous file. */
export function writeResults(rows, { command, datasets, started, file: relative = 'bench/RESULTS.md' }) {
  const file = path.resolve(ROOT, relative);
  let notes = '';
  if (existsSync(file)) {
    const old = readFileSync(file, 'utf8');
    // The last "## Notes" heading: an earlier run could leave a "(none yet)" placeholder above it.
    const at = old.lastIndexOf(`\n${NOTES_HEADING}\n`);
    if (at >= 0) notes = old.slice(at + 1);
  }
  const text = [
    '# Paddock bench results',
    '',
    `- date: ${started.toISOString()}`,
    `- machine: ${machine()}`,
    `- commit: ${commit()}`,
    `- command: \`${command}\``,
    ...datasets.map(
      (d) =>
        `- data (${d.kind}): ${d.info.liveries.toLocaleString('en')} liveries, ${d.info.users.toLocaleString('en')} users, ${d.info.favorites.toLocaleString('en')} favourites${d.reused ? ' (reused)' : `, generated in ${d.info.seconds.toFixed(1)} s`}`,
    ),
    '',
    markdownTable(rows),
    '',
    notes || `${NOTES_HEADING}\n\n(none yet)\n`,
  ].join('\n');
  writeFileSync(file, text);
}
