import { ACCOUNT_ERROR_MESSAGES, ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES } from '@paddock/contract';
import { linkIn } from '@paddock/test-support';
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { json, useAppWithInbox } from '../test/auth-test-client';
import { createUser, type TestUser } from '../test/factories';
import { UNCONFIRMED_SIGN_UP_LIFETIME_MS } from './username-rules';
import { mixesScripts, usernameSkeleton } from './username-skeleton';

const LOOK_ALIKE = {
  statusCode: 409,
  code: AUTH_ERROR_CODES.usernameLookAlike,
  message: ACCOUNT_SERVER_MESSAGES.usernameLookAlike,
};
const MIXED = {
  statusCode: 400,
  code: AUTH_ERROR_CODES.usernameMixedScripts,
  message: ACCOUNT_SERVER_MESSAGES.usernameMixedScripts,
};
const RESERVED = {
  statusCode: 400,
  code: AUTH_ERROR_CODES.usernameReserved,
  message: ACCOUNT_SERVER_MESSAGES.usernameReserved,
};

const rename = (app: App, user: TestUser, username: string) =>
  app.inject({ method: 'PUT', url: '/api/users/me/profile', headers: user.headers, payload: { username } });

const userRow = (app: App, email: string) =>
  app.deps.db.kysely
    .selectFrom('user')
    .select(['id', 'username', 'display_username', 'username_skeleton'])
    .where('email', '=', email)
    .executeTakeFirst();

describe('username skeletons', () => {
  it('map look-alikes, full-width forms and case to one skeleton, and keep real differences', () => {
    expect(usernameSkeleton('Mulsanne_Mіke')).toBe(usernameSkeleton('Mulsanne_Mike'));
    expect(usernameSkeleton('аdmin')).toBe(usernameSkeleton('admin'));
    expect(usernameSkeleton('ａｄｍｉｎ')).toBe(usernameSkeleton('Admin'));
    expect(usernameSkeleton('GuIfStreamer')).toBe(usernameSkeleton('GulfStreamer'));
    expect(usernameSkeleton('zoë')).not.toBe(usernameSkeleton('zoe'));
    expect(usernameSkeleton('gulf_1')).not.toBe(usernameSkeleton('gulf_2'));
  });

  it('tell mixed scripts from a single one and from the usual CJK mixes', () => {
    expect(mixesScripts('Mulsanne_Mіke')).toBe(true);
    expect(mixesScripts('аdmin')).toBe(true);
    expect(mixesScripts('Гонщик_77')).toBe(false);
    expect(mixesScripts('Πilot')).toBe(true);
    expect(mixesScripts('rennfahrer.zoë')).toBe(false);
    expect(mixesScripts('東京Racer')).toBe(false);
  });
});

describe('look-alike usernames', () => {
  const t = useAppWithInbox('outbox');
  let n = 0;
  const someone = (username: string) => {
    n += 1;
    return { email: `alike${n}@example.com`, username, password: 'pit-lane-42' };
  };

  it('refuses, on sign-up, a look-alike of a member, mixed scripts and a look-alike of a reserved name', async () => {
    await createUser(t.app(), { username: 'GulfStreamer' });
    await createUser(t.app(), { username: 'Mulsanne_Mike' });
    expect(json(await t.calls.signUp(someone('GuIfStreamer')))).toEqual(LOOK_ALIKE);
    expect(json(await t.calls.signUp(someone('ＧｕｌｆＳｔｒｅａｍｅｒ')))).toMatchObject({ statusCode: 409 });
    expect(json(await t.calls.signUp(someone('Mulsanne_Mіke')))).toEqual(MIXED);
    expect(json(await t.calls.signUp(someone('аdmin')))).toEqual(MIXED);
    expect(json(await t.calls.signUp(someone('dеleted-user-9')))).toEqual(RESERVED);
    expect(json(await t.calls.signUp(someone('ｄｅｌｅｔｅｄ－ｕｓｅｒ')))).toEqual(RESERVED);
    const rows = await t
      .app()
      .deps.db.kysely.selectFrom('user')
      .select('id')
      .where('email', 'like', 'alike%')
      .execute();
    expect(rows).toEqual([]);
  });

  it('stores a full-width name in its plain form, with its skeleton', async () => {
    const racer = someone('ｔｏｋｙｏ_ｄｒｉｆｔ');
    expect((await t.calls.signUp(racer)).statusCode).toBe(200);
    expect(await userRow(t.app(), racer.email)).toMatchObject({
      username: 'tokyo_drift',
      display_username: 'tokyo_drift',
      username_skeleton: usernameSkeleton('tokyo_drift'),
    });
  });

  it('applies the same rules to a username change', async () => {
    await createUser(t.app(), { username: 'Le_Mans_Legend' });
    const member = await createUser(t.app());
    expect(json(await rename(t.app(), member, 'Le_Mans_LegenD'))).toMatchObject({
      statusCode: 409,
      code: AUTH_ERROR_CODES.usernameTaken,
    });
    expect(json(await rename(t.app(), member, 'Le_Mans_Iegend'))).toEqual(LOOK_ALIKE);
    expect(json(await rename(t.app(), member, 'Le_Mаns_Fan'))).toEqual(MIXED);
    const renamed = await rename(t.app(), member, 'ｐｉｔ_ｗａｌｌ');
    expect(json(renamed)).toMatchObject({ username: 'pit_wall' });
    expect(await userRow(t.app(), member.email)).toMatchObject({ username_skeleton: usernameSkeleton('pit_wall') });
    // The skeleton follows the change: the old name's look-alikes are free, the new one's are not.
    const other = await createUser(t.app());
    expect(json(await rename(t.app(), other, 'pit_waII'))).toEqual(LOOK_ALIKE);
  });
});

describe('skeletons follow every rename', () => {
  const t = useAppWithInbox('outbox');

  it('an admin rename frees the old name and guards the new one', async () => {
    const admin = await createUser(t.app(), { role: 'admin' });
    const member = await createUser(t.app(), { username: 'Old_Handle' });
    const res = await t.app().inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: admin.headers,
      payload: { username: 'New_Handle', role: 'user', status: 'active' },
    });
    expect(res.statusCode).toBe(200);
    const other = await createUser(t.app());
    expect(json(await rename(t.app(), other, 'New_HandIe'))).toEqual(LOOK_ALIKE);
    expect((await rename(t.app(), other, 'Old_HandIe')).statusCode).toBe(200);
  });
});

describe('usernames of unconfirmed sign-ups', () => {
  const t = useAppWithInbox('outbox');
  let n = 0;
  const someone = (username: string) => {
    n += 1;
    return { email: `pending${n}@example.com`, username, password: 'pit-lane-42' };
  };
  const confirm = async (email: string) =>
    t.calls.follow(linkIn(await t.inbox.last(email, 'Confirm your Paddock account'), '/api/auth/verify-email'));

  it('a sign-up for a known address and for a new one leave the name equally free', async () => {
    const known = await createUser(t.app());
    expect((await t.calls.signUp({ ...someone('Probe_Known'), email: known.email })).statusCode).toBe(200);
    expect((await t.calls.signUp(someone('Probe_Unknown'))).statusCode).toBe(200);
    // The prober then tries both names: neither is held, so neither tells the addresses apart.
    const prober = await createUser(t.app());
    expect((await rename(t.app(), prober, 'Probe_Known')).statusCode).toBe(200);
    expect((await rename(t.app(), prober, 'Probe_Unknown')).statusCode).toBe(200);
    expect((await t.calls.signUp(someone('Probe_Known'))).statusCode).toBe(200);
  });

  it('an unconfirmed account gives up its name (and goes) when someone else claims it', async () => {
    const first = someone('Slow_Confirmer');
    await t.calls.signUp(first);
    const second = someone('slow_confirmer');
    expect((await t.calls.signUp(second)).statusCode).toBe(200);
    expect(await userRow(t.app(), first.email)).toBeUndefined();
    expect(await userRow(t.app(), second.email)).toMatchObject({ username: 'slow_confirmer' });
    // Its link now leads nowhere; the new holder confirms and keeps the name.
    await confirm(second.email);
    const third = await t.calls.signUp(someone('Slow_Confirmer'));
    expect(json(third)).toMatchObject({ statusCode: 409, code: AUTH_ERROR_CODES.usernameTaken });
    expect(json(third).message).toBe(ACCOUNT_ERROR_MESSAGES.usernameTaken);
  });

  it('a confirmed account keeps its name even when an admin sets it back to pending', async () => {
    const member = await createUser(t.app(), { username: 'Paused_Member' });
    await t
      .app()
      .deps.db.kysely.updateTable('user')
      .set({ email_verified: t.app().deps.dialect.bool(false) })
      .where('id', '=', member.id)
      .execute();
    expect(json(await t.calls.signUp(someone('Paused_Member')))).toMatchObject({ statusCode: 409 });
    expect(await userRow(t.app(), member.email)).toBeDefined();
  });

  it('purges sign-ups left unconfirmed past the link lifetime at start and hourly, and nothing else', async () => {
    const stale = someone('Stale_Signup');
    const fresh = someone('Fresh_Signup');
    await t.calls.signUp(stale);
    await t.calls.signUp(fresh);
    const member = await createUser(t.app(), { emailVerified: true });
    const old = new Date(Date.now() - UNCONFIRMED_SIGN_UP_LIFETIME_MS - 60_000);
    const at = t.app().deps.db.kind === 'postgres' ? old : old.toISOString();
    await t
      .app()
      .deps.db.kysely.updateTable('user')
      .set({ created_at: at })
      .where('email', 'in', [stale.email, member.email])
      .execute();
    await (await t.restart()).ready();
    expect(await userRow(t.app(), stale.email)).toBeUndefined();
    expect(await userRow(t.app(), fresh.email)).toBeDefined();
    expect(await userRow(t.app(), member.email)).toBeDefined();
  });
});
