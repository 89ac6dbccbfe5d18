import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
    },
  },
  build: {
    sourcemap: process.env.PADDOCK_SOURCEMAP === '1',
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
