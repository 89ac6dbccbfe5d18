// Per-route JavaScript and CSS of the production build, gzip and brotli (node:zlib, maximum level).
// Initial = what index.html loads; a route = its lazy chunk plus the chunks it imports, minus initial.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from '../lib/server-process.mjs';

const DIST = path.join(ROOT, 'apps/web/dist');
const ASSETS = path.join(DIST, 'assets');

function compressed(file) {
  const bytes = readFileSync(path.join(DIST, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Static imports of a chunk (`import … from "./x.js"`, `import "./x.js"`), not dynamic ones. */
function staticImports(file) {
  const code = readFileSync(path.join(DIST, file), 'utf8');
  const out = new Set();
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+)["']/g))
    out.add(`assets/${m[1]}`);
  return [...out];
}

function closure(start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(file));
  }
  return seen;
}

function sum(files) {
  const total = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
  for (const file of files) {
    const kind = file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : null;
    if (!kind) continue;
    const size = compressed(file);
    for (const k of ['raw', 'gzip', 'brotli']) total[kind][k] += size[k];
  }
  return total;
}

export async function measureWebSizes() {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const initial = closure(initialFiles);
  const router = readFileSync(path.join(ROOT, 'apps/web/src/app/router.tsx'), 'utf8');
  const assets = readdirSync(ASSETS);
  const routes = [];
  for (const [, key, module] of router.matchAll(/page\('(\w+)',\s*\(\)\s*=>\s*import\('\.\/routes\/([\w/-]+)'\)/g)) {
    const base = module
      .split('/')
      .pop()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const chunk = assets.find((a) => new RegExp(`^${base}-[\\w-]{8}\\.js$`).test(a));
    // A route registered under two addresses (the livery page with and without its title) is one row.
    if (!chunk || routes.some((r) => r.route === key)) continue;
    const files = [...closure([`assets/${chunk}`])].filter((f) => !initial.has(f));
    // CSS split per route is named after the chunk.
    const css = assets.filter((a) => a.endsWith('.css') && a.startsWith(`${base}-`)).map((a) => `assets/${a}`);
    routes.push({ route: key, ...sum([...files, ...css]) });
  }
  return { initial: sum(initial), routes };
}
