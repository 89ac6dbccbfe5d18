import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser journeys (`npm run test:e2e`): kept apart from `npm test`, whose projects never include
 * e2e/. One server for the run (global setup); the journeys run one after another, each in its
 * own browser context with its own data, so they stay independent and light on a 2-core machine.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/journeys/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
