import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm start with a setting that cannot work', () => {
  it.each([
    ['short', 'ADMIN_PASSWORD must be at least 8 characters'],
    ['password123', 'ADMIN_PASSWORD is one of the most common passwords; choose another'],
  ])(
    'stops with one message naming the variable, without a stack trace (ADMIN_PASSWORD=%s)',
    (password, message) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'paddock-start-'));
      try {
        const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
          env: { PATH: process.env.PATH, DATA_DIR: dataDir, ADMIN_PASSWORD: password, PORT: '4471', NODE_ENV: 'test' },
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(run.status).toBe(1);
        expect(run.stderr).toBe(`Invalid configuration:\n  ADMIN_PASSWORD: ${message}\n`);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
