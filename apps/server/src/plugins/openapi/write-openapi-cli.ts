// `npm run openapi:write [file]`: builds the app on a throw-away SQLite database and writes the
// OpenAPI document it serves at /api/docs/json (for `npm run lint:openapi` and client generators).

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

const target = process.argv[2] ?? 'openapi.json';
const dataDir = mkdtempSync(path.join(tmpdir(), 'paddock-openapi-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // A set password keeps the bootstrap admin's one-time login out of the output.
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  }),
);
try {
  await app.ready();
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${target}`);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
