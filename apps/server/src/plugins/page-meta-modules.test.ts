import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createModulePreloads } from './page-meta-modules';

// The shape of Vite's manifest: the entry's imports are preloaded by index.html already.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_react-1.js', '_icons-1.js'] },
  '_icons-1.js': { file: 'assets/icons-1.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_grid-1.js'] },
  'src/app/routes/browse-liveries.tsx': { file: 'assets/browse-1.js', imports: ['_grid-1.js'] },
  'src/app/routes/livery-detail.tsx': {
    file: 'assets/livery-detail-1.js',
    imports: ['_react-1.js'],
    dynamicImports: ['src/features/livery/components/screenshot-gallery.tsx'],
  },
  'src/features/livery/components/screenshot-gallery.tsx': { file: 'assets/gallery-1.js' },
};

function distWithManifest(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'paddock-dist-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dist;
}

const hrefs = (tags: string) =>
  [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('a public page preloads its own chunks with the page', () => {
  const preloads = createModulePreloads(distWithManifest());

  it("home and browse: the route chunk and what it imports, minus the entry's own chunks", () => {
    expect(hrefs(preloads('/'))).toEqual(['/assets/home-1.js', '/assets/grid-1.js', '/assets/icons-1.js']);
    expect(hrefs(preloads('/liveries'))).toEqual(['/assets/browse-1.js', '/assets/grid-1.js', '/assets/icons-1.js']);
  });

  it('a livery page: its chunk, not the gallery it loads later', () => {
    expect(hrefs(preloads('/livery/12/gulf-963'))).toEqual(['/assets/livery-detail-1.js']);
  });

  it('nothing for other pages, or when the build has no manifest', () => {
    expect(preloads('/faq')).toBe('');
    expect(preloads('/livery/abc')).toBe('');
    expect(createModulePreloads(mkdtempSync(path.join(tmpdir(), 'paddock-dist-')))('/')).toBe('');
  });
});
