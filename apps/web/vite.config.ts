import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiOrigin = 'http://localhost:3000';

/**
 * The entry script at low fetch priority. index.html paints the header from its own markup and
 * the stylesheet; a module script only runs once the document is parsed, yet Chrome fetches it at
 * high priority, ahead of the stylesheet and the livery page's preloaded screenshot, and Lighthouse
 * then counts it as blocking the first paint (issue 20: FCP on a simulated phone 1.9 s -> 0.8 s).
 * The server's modulepreload tags for a page's chunks say the same (page-meta-modules.ts).
 */
function entryScriptAtLowPriority(): Plugin {
  return {
    name: 'paddock-entry-script-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), entryScriptAtLowPriority()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The server reads it to preload a public page's own chunks with the page (page-meta-modules.ts).
    manifest: true,
    // Left to itself the bundler cut the public pages' code into 21-39 chunks of 1-5 kB. Lighthouse's
    // phone (and any HTTP/1.1 client) fetches them six at a time, a 150 ms round trip per batch, so
    // the livery page waited ~1 s for code before its first paint. Two groups bring each public page
    // to three files for about the same bytes: everything the entry needs (one chunk with it), and
    // the app code two or more pages share. Upload, admin and auth code stays in its own chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 4 },
            {
              name: 'shared',
              test: /(apps[\\/]web[\\/]src[\\/](components|lib|config|features[\\/](install|collections|livery|browse|home|notifications|comments))[\\/]|packages[\\/]contract[\\/]src[\\/](?!schemas[\\/]|region-rules))/,
              minShareCount: 2,
              priority: 3,
            },
            {
              name: 'schemas',
              test: /(node_modules[\\/]zod|packages[\\/]contract[\\/]src[\\/](schemas[\\/]|region-rules))/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@testing-library/jest-dom/vitest', './src/test/setup.ts'],
    // Styles are not applied in jsdom; only `?raw` imports (read as text by a test) are let through.
    css: { include: [/\.css\?raw$/] },
    restoreMocks: true,
    unstubGlobals: true,
    // A test that loads lazy pages or waits out a dialog's close takes 2-4 s alone on this 2-core
    // machine and more when the whole suite runs beside the server tests: 5 s was too tight.
    testTimeout: 15_000,
  },
});
