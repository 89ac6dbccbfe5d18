import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { signedSessionToken } from '../../auth/session-lookup';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { uploadForm } from '../livery-factory';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** The production build (`npm run build`) as `npm run serve` starts it, on loopback. */
export async function startServer(port: number, dataDir: string): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'load-test-admin-pass',
      // The load clients stand behind a proxy on loopback, each with its own address (rate limits
      // and download de-duplication are per client address), exactly as TRUST_PROXY documents.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // 5 % of a minute of traffic is uploads by a random member: some would pass the production
      // 10 an hour, which is not what this test measures (upload-limits.test.ts covers the limit).
      UPLOADS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface LoadMember {
  id: number;
  email: string;
  bearer: string;
}

export interface LoadWorld {
  password: string;
  members: LoadMember[];
  admin: LoadMember;
  liveryId: number;
  burstLiveryId: number;
  bannedIds: number[];
  ban(ids: number[]): Promise<void>;
}

/**
 * `count` confirmed members with live sessions, written straight into the server's database with
 * the server's own schema and password hashing (200 sign-ups through the rate limits would take
 * minutes), plus an admin; then two real liveries uploaded through the API.
 */
export async function seedMembers(dataDir: string, count: number, base: string): Promise<LoadWorld> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const db = openDatabase(config.database);
  const password = 'load-test-password';
  const hash = await hashPassword(password);
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const make = async (i: number, role: string): Promise<LoadMember> => {
    const name = `load_${role}_${i}`;
    const email = `${name}@paddock.test`;
    const { id } = await db.kysely
      .insertInto('user')
      .values({
        name,
        email,
        email_verified: 1,
        // Confirmed, as a member who followed the e-mail link is: only those have a public profile.
        confirmed_at: now,
        image: null,
        created_at: now,
        updated_at: now,
        username: name,
        display_username: name,
        role,
        banned: 0,
        ban_reason: null,
        ban_expires: null,
        has_given_gdpr_consent: 1,
        gdpr_consent_date: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('account')
      .values({
        account_id: String(id),
        provider_id: 'credential',
        user_id: id,
        password: hash,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const token = randomBytes(24).toString('base64url');
    await db.kysely
      .insertInto('session')
      .values({
        token,
        user_id: id,
        expires_at: expires,
        created_at: now,
        updated_at: now,
        ip_address: null,
        user_agent: null,
        impersonated_by: null,
      })
      .execute();
    return { id, email, bearer: `Bearer ${signedSessionToken(token, config.authSecret)}` };
  };
  const admin = await make(0, 'admin');
  const members: LoadMember[] = [];
  for (let i = 0; i < count; i += 1) members.push(await make(i, 'user'));
  await db.close();

  const upload = async () => {
    const res = await fetch(`${base}/api/liveries`, {
      method: 'POST',
      headers: { authorization: admin.bearer },
      body: await uploadForm(),
    });
    if (res.status !== 201) throw new Error(`seed upload failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: number }).id;
  };
  const bannedIds: number[] = [];
  return {
    password,
    members,
    admin,
    liveryId: await upload(),
    burstLiveryId: await upload(),
    bannedIds,
    async ban(ids) {
      const res = await fetch(`${base}/api/users/bulk`, {
        method: 'POST',
        headers: { authorization: admin.bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ ids, action: 'ban' }),
      });
      if (res.status !== 200) throw new Error(`ban failed: ${res.status}`);
      bannedIds.push(...ids);
    },
  };
}
