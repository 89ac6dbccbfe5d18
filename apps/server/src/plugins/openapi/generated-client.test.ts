import { execFile } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LIVERY_ZIP_ENTRIES } from '@paddock/contract';
import { linkIn } from '@paddock/test-support';
import JSZip from 'jszip';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveryZip, regionFields, screenshot } from '../../test/livery-factory';
import { useTestApp } from '../../test/test-app';
import { outboxInbox } from '../../test/test-inbox';
import { answerConformance } from './answer-conformance';

const journeyDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client-journey');
const tsc = path.resolve(journeyDir, '../../../../../../node_modules/.bin/tsc');

/**
 * The journey is loaded by path, not imported: its files import the types this test generates
 * (`paddock-api.d.ts`, not in the repository), so only the test's own `tsc -p client-journey`
 * checks them; a static import made the server's typecheck follow them on a fresh clone. At run
 * time their imports of those types are erased.
 */
type Answer<T> = (input: Record<string, unknown>) => Promise<T>;
const load = (file: string): Promise<unknown> => import(/* @vite-ignore */ path.join(journeyDir, file));
const { runJourney, runRefusals } = (await load('journey.ts')) as {
  runJourney: Answer<{ liveryId: number; version: number; zip: ArrayBuffer }>;
  runRefusals: Answer<number[]>;
};
const { runAccountCalls } = (await load('account-calls.ts')) as { runAccountCalls: Answer<string> };

/** Issue 35 §2: a client generated from the served document works end to end against the server. */
const t = useTestApp();
let baseUrl = '';
let document: OpenAPI3;
const inbox = outboxInbox(() => t.app);
const member = { username: 'league_bot', email: 'league-bot@example.com', password: 'generated-client-pass' };

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  document = (await fetch(`${baseUrl}/api/docs/json`).then((res) => res.json())) as OpenAPI3;
});
// fetch keeps its connections open; the app's close (after this hook) would wait for them.
afterAll(() => t.app.server.closeAllConnections());

describe('a client generated from the served OpenAPI document', () => {
  it('type-checks the journey script against the generated types', async () => {
    // Files are Blobs in the generated types (openapi-typescript's own transform hook).
    const types = await openapiTS(document, {
      transform: (schema) => (schema.format === 'binary' ? 'Blob' : undefined),
    });
    // Written whole, then renamed: the SQLite and PostgreSQL runs may write it at once.
    const target = path.join(journeyDir, 'paddock-api.d.ts');
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, types);
    renameSync(temporary, target);
    const checked = await promisify(execFile)(tsc, ['-p', journeyDir]).catch((error: { stdout: string }) => error);
    expect(checked.stdout).toBe('');
  }, 60_000);

  it('signs up and in, uploads with screenshots and regions, publishes a version, searches and downloads', async () => {
    const conformance = answerConformance(document);
    const toBlob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
    const result = await runJourney({
      baseUrl,
      origin: t.config.publicUrl,
      member,
      confirmationLink: async () => linkIn(await inbox.last(member.email, 'Confirm'), '/api/auth/verify-email'),
      zip: toBlob(await liveryZip(), 'application/zip'),
      newZip: toBlob(await liveryZip({ pattern: 'regions' }), 'application/zip'),
      screenshots: [toBlob(await screenshot(), 'image/png'), toBlob(await screenshot(800, 600, 'jpeg'), 'image/jpeg')],
      regionParts: regionFields(),
      middleware: conformance.middleware,
    });
    // Every answer had a declared status and matched its schema.
    expect(conformance.problems).toEqual([]);
    expect(conformance.checked()).toBe(7);
    expect(result.version).toBe(2);
    const zip = await JSZip.loadAsync(result.zip);
    expect(Object.keys(zip.files).sort()).toEqual([LIVERY_ZIP_ENTRIES.livery, LIVERY_ZIP_ENTRIES.regionMap].sort());
    const detail = await t.app.inject({ method: 'GET', url: `/api/liveries/${result.liveryId}` });
    expect(detail.json().screenshots).toHaveLength(2);
  }, 60_000);

  it('meets only refusals the document declares, in the shared error shape', async () => {
    const conformance = answerConformance(document);
    const statuses = await runRefusals({ baseUrl, origin: t.config.publicUrl, middleware: conformance.middleware });
    expect(statuses).toEqual([404, 400, 401, 403, 401]);
    expect(conformance.problems).toEqual([]);
    expect(conformance.checked()).toBe(5);
  });

  it('calls the rest of the auth API as documented: session, sessions, password change, sign-out, reset', async () => {
    const conformance = answerConformance(document);
    const finalPassword = await runAccountCalls({
      baseUrl,
      origin: t.config.publicUrl,
      member,
      resetLink: async () => linkIn(await inbox.last(member.email, 'Reset'), '/api/auth/reset-password/'),
      middleware: conformance.middleware,
    });
    expect(conformance.problems).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.publicUrl },
      payload: { email: member.email, password: finalPassword },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
