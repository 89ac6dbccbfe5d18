import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// The public pages and the route module the web app loads for each (apps/web/src/app/router.tsx).
// Not the livery page's carousel code (Embla): the gallery's slides paint without it, the first
// screenshot (the LCP element) among them, so it need not compete with the page's own code.
const PAGE_MODULES: { path: RegExp; modules: string[] }[] = [
  { path: /^\/$/, modules: ['src/app/routes/home.tsx'] },
  { path: /^\/liveries\/?$/, modules: ['src/app/routes/browse-liveries.tsx'] },
  { path: /^\/livery\/\d{1,10}(?:\/[^/]*)?\/?$/, modules: ['src/app/routes/livery-detail.tsx'] },
];

/** Every chunk a module needs before it runs (its static imports, transitively). */
function staticChunks(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticChunks(manifest, imported, into);
  return into;
}

/**
 * Tells the browser about a public page's own chunks with the page itself, so they download
 * alongside the entry script instead of after it has run (one round trip less before the first
 * paint on a phone). Reads the manifest of the build the server serves; without one (a build
 * from before it existed, or tests) pages get no extra tags.
 */
export function createModulePreloads(distDir: string): (pathname: string) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest | null = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  if (!manifest) return () => '';
  // The entry's own imports are already preloaded by the tags Vite writes into index.html.
  const inIndex = staticChunks(manifest, 'index.html', new Set());
  const tagsByPage = PAGE_MODULES.map(({ path: pagePath, modules }) => {
    const chunks = new Set<string>();
    for (const module of modules) staticChunks(manifest, module, chunks);
    const files = [...chunks].filter((key) => !inIndex.has(key)).map((key) => manifest[key]?.file);
    const tags = files.filter(Boolean).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
    return { path: pagePath, tags: tags.join('\n    ') };
  });
  return (pathname) => tagsByPage.find((page) => page.path.test(pathname))?.tags ?? '';
}
