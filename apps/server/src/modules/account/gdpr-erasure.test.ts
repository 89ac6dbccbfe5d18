import { ACCOUNT_INPUT_MESSAGES, ACCOUNT_SERVER_MESSAGES, AUTH_ERROR_CODES } from '@paddock/contract';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { cookieFrom, json, useAppWithInbox } from '../../test/auth-test-client';
import { createUser } from '../../test/factories';
import { buildWorld, expectCountersMatchRows, gdpr, storedKeys } from '../../test/gdpr-test-world';

const ANONYMIZE = { requestType: 'ANONYMIZE', reason: 'Leaving' };
const DELETE = { requestType: 'DELETE', reason: null };
const ADMIN_PASSWORD = 'bootstrap-admin-pass';

const count = async (app: App, table: 'session' | 'account' | 'favorite' | 'pending_email_change', userId: number) =>
  (await app.deps.db.kysely.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;

/** The member's follows (theirs and of them), notifications and digest choice are gone. */
async function expectNoFollowsOrNotifications(app: App, userId: number) {
  const db = app.deps.db.kysely;
  const rows = await Promise.all([
    db
      .selectFrom('follow_creator')
      .select('follower_id')
      .where((eb) => eb.or([eb('follower_id', '=', userId), eb('creator_id', '=', userId)]))
      .execute(),
    db.selectFrom('follow_livery').select('follower_id').where('follower_id', '=', userId).execute(),
    db.selectFrom('notification').select('id').where('recipient_id', '=', userId).execute(),
    db.selectFrom('notification_preference').select('user_id').where('user_id', '=', userId).execute(),
  ]);
  expect(rows.map((r) => r.length)).toEqual([0, 0, 0, 0]);
}

describe('GDPR requests', () => {
  const t = useAppWithInbox('outbox');

  it('need a signed-in member and the request type of the route', async () => {
    expect((await gdpr(t.app(), undefined, 'anonymize', ANONYMIZE)).statusCode).toBe(401);
    const user = await createUser(t.app());
    for (const [path, body] of [
      ['anonymize', DELETE],
      ['delete-account', ANONYMIZE],
    ] as const) {
      const res = await gdpr(t.app(), user, path, body);
      expect(json(res)).toEqual({
        statusCode: 400,
        code: AUTH_ERROR_CODES.requestTypeMismatch,
        message: ACCOUNT_INPUT_MESSAGES.requestTypeMismatch,
      });
    }
    const bogus = await gdpr(t.app(), user, 'delete-account', { requestType: 'NUKE' });
    expect(json(bogus)).toMatchObject({ statusCode: 400, message: ACCOUNT_INPUT_MESSAGES.requestTypeMismatch });
    // Nobody, admins included, names another account: the body has no such field.
    const admin = await createUser(t.app(), { role: 'admin' });
    expect((await gdpr(t.app(), admin, 'delete-account', { ...DELETE, userId: user.id })).statusCode).toBe(400);
    expect((await t.calls.me(user.headers)).statusCode).toBe(200);
  });

  it('anonymize erases the person, keeps their liveries under an anonymous name, and ends every session', async () => {
    const world = await buildWorld(t.app());
    const { member } = world;
    const cookie = cookieFrom(await t.calls.signIn(member.email, member.password));
    await t.app().inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: member.headers,
      payload: { email: 'next@example.com', currentPassword: member.password },
    });
    // The change's two e-mails are rows of the mail outbox by now.
    await t.app().deps.mailer.idle();

    const res = await gdpr(t.app(), { headers: { cookie } }, 'anonymize', {
      ...ANONYMIZE,
      currentPassword: member.password,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'anonymized', message: ACCOUNT_SERVER_MESSAGES.accountAnonymized });
    expect(String(res.headers['set-cookie'])).toMatch(/^paddock\.session_token=; Path=\/; Max-Age=0/);

    expect((await t.calls.me({ cookie })).statusCode).toBe(401);
    expect((await t.calls.me(member.headers)).statusCode).toBe(401);
    expect((await t.calls.signIn(member.email, member.password)).statusCode).toBe(401);
    expect((await t.calls.signInUsername(member.username, member.password)).statusCode).toBe(401);

    const db = t.app().deps.db.kysely;
    const row = await db.selectFrom('user').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    const anonymous = `deleted-user-${member.id}`;
    expect(row).toMatchObject({
      username: anonymous,
      display_username: anonymous,
      name: anonymous,
      image: null,
      role: 'user',
    });
    expect(row.email).toMatch(new RegExp(`^deleted-user-${member.id}-[0-9a-f]{12}@anonymized\\.invalid$`));
    expect(Boolean(row.has_given_gdpr_consent)).toBe(false);
    expect(row.gdpr_consent_date).toBeNull();
    expect(row.anonymized_at).toBeTruthy();
    expect(await count(t.app(), 'session', member.id)).toBe(0);
    expect(await count(t.app(), 'account', member.id)).toBe(0);
    expect(await count(t.app(), 'pending_email_change', member.id)).toBe(0);
    const mailTo = (addresses: string[]) =>
      db.selectFrom('mail_outbox').select('id').where('recipient', 'in', addresses).execute();
    expect(await mailTo([member.email, 'next@example.com'])).toEqual([]);
    const contact = await db.selectFrom('contact_message').selectAll().where('message', '=', 'Hello admins').execute();
    expect(contact.map((c) => [c.name, c.email.endsWith('@anonymized.invalid'), c.user_id])).toEqual([
      ['Deleted user', true, null],
    ]);

    // The liveries and their files stay, shown under the anonymous name; counters still equal rows.
    const detail = await t.app().inject({ method: 'GET', url: `/api/liveries/${world.memberLiveries[0]}` });
    expect(json(detail).uploader).toEqual({ id: member.id, username: anonymous });
    expect(await storedKeys(t.app(), world.memberKeys)).toEqual(world.memberKeys);
    expect(await count(t.app(), 'favorite', member.id)).toBe(2);
    // Their collections go; others' collections keep their liveries.
    expect(await db.selectFrom('collection').select('id').where('owner_id', '=', member.id).execute()).toEqual([]);
    const picks = await db
      .selectFrom('collection')
      .select('entry_count')
      .where('owner_id', '=', world.other.id)
      .execute();
    expect(picks.map((p) => Number(p.entry_count))).toEqual([2]);
    await expectCountersMatchRows(t.app());
    await expectNoFollowsOrNotifications(t.app(), member.id);
    // Comments and ratings stay too (issue 19), under the anonymous name.
    const comments = json(await t.app().inject({ method: 'GET', url: `/api/liveries/${world.otherLivery}/comments` }));
    const byMember = comments.items.filter((c: { author: { id: number } | null }) => c.author?.id === member.id);
    expect(byMember.map((c: { author: { username: string } }) => c.author.username)).toEqual([anonymous, anonymous]);
    expect(json(await t.app().inject({ method: 'GET', url: `/api/liveries/${world.otherLivery}` }))).toMatchObject({
      ratingCount: 2,
    });
    expect(JSON.stringify(await db.selectFrom('user').selectAll().where('id', '=', member.id).execute())).not.toContain(
      member.email,
    );

    // The address is free again, and a reset request for it reaches nobody.
    await t.calls.requestReset(member.email);
    expect((await t.inbox.to(member.email)).filter((m) => m.subject.includes('Reset'))).toEqual([]);
    expect(
      (await t.calls.signUp({ email: member.email, username: 'Back_Again', password: 'pit-lane-42' })).statusCode,
    ).toBe(200);
  });

  it('delete-account removes the account, its liveries and files, fixes other counters, keeps reports and downloads', async () => {
    const world = await buildWorld(t.app());
    const { member, other, fan } = world;
    await t.calls.requestReset(member.email);
    await t.app().deps.mailer.idle(); // the reset e-mail is a row of the mail outbox
    const db = t.app().deps.db.kysely;
    const otherBefore = await db
      .selectFrom('livery')
      .select(['favorite_count', 'download_count'])
      .where('id', '=', world.otherLivery)
      .executeTakeFirstOrThrow();
    expect(otherBefore).toEqual({ favorite_count: 2, download_count: 1 });

    const res = await gdpr(t.app(), member, 'delete-account', { ...DELETE, currentPassword: member.password });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'deleted', message: ACCOUNT_SERVER_MESSAGES.accountDeleted });
    expect((await t.calls.me(member.headers)).statusCode).toBe(401);
    expect((await t.calls.signIn(member.email, member.password)).statusCode).toBe(401);

    expect(await db.selectFrom('user').select('id').where('id', '=', member.id).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('livery').select('id').where('id', 'in', world.memberLiveries).execute()).toEqual([]);
    expect(
      await db.selectFrom('screenshot').select('id').where('livery_id', 'in', world.memberLiveries).execute(),
    ).toEqual([]);
    expect(await storedKeys(t.app(), world.memberKeys)).toEqual([]);
    expect(await storedKeys(t.app(), world.otherKeys)).toEqual(world.otherKeys);
    expect(await db.selectFrom('object_deletion').selectAll().execute()).toEqual([]);

    const otherAfter = await db
      .selectFrom('livery')
      .select(['favorite_count', 'download_count'])
      .where('id', '=', world.otherLivery)
      .executeTakeFirstOrThrow();
    expect(otherAfter).toEqual({ favorite_count: 1, download_count: 1 });
    // Their collections go, and others' collections lose the deleted liveries, counts included.
    expect(await db.selectFrom('collection').select('id').where('owner_id', '=', member.id).execute()).toEqual([]);
    const picks = await db.selectFrom('collection').select('entry_count').where('owner_id', '=', other.id).execute();
    expect(picks.map((p) => Number(p.entry_count))).toEqual([1]);
    await expectCountersMatchRows(t.app());
    // Issue 19: the member's rating left the average; their comments went, the thread the fan
    // replied to stays as a tombstone, and nothing names them.
    const page = JSON.parse(
      (await t.app().inject({ method: 'GET', url: `/api/liveries/${world.otherLivery}/comments?order=oldest` })).body,
    );
    expect(page.items.map((c: { state: string; body: string }) => [c.state, c.body])).toEqual([
      ['deleted', ''],
      ['visible', "Other's thread"],
    ]);
    expect(page.items[0].replies.map((r: { body: string }) => r.body)).toEqual(['Fan reply']);
    expect(page.items[1].replies).toEqual([]);
    const rated = JSON.parse((await t.app().inject({ method: 'GET', url: `/api/liveries/${world.otherLivery}` })).body);
    expect(rated).toMatchObject({ ratingAverage: 2, ratingCount: 1 });
    for (const table of ['session', 'account', 'favorite'] as const)
      expect(await count(t.app(), table, member.id)).toBe(0);
    await expectNoFollowsOrNotifications(t.app(), member.id);
    const resets = await db.selectFrom('verification').select('id').where('value', '=', String(member.id)).execute();
    expect(resets).toEqual([]);

    // The member's report stays without its reporter; the report against their livery keeps its title.
    const reports = await db
      .selectFrom('report')
      .selectAll()
      .where((eb) => eb.or([eb('livery_id', '=', world.otherLivery), eb('reporter_id', '=', other.id)]))
      .execute();
    expect(reports.map((r) => [r.livery_title, r.reporter_id, r.livery_id]).sort()).toEqual(
      [
        ['Member One', other.id, null],
        ['Other Livery', null, world.otherLivery],
      ].sort(),
    );
    const downloads = await db.selectFrom('download').selectAll().where('livery_id', '=', world.otherLivery).execute();
    expect(downloads.map((d) => d.user_id)).toEqual([null]);
    expect(JSON.stringify(downloads)).not.toContain(`user:${member.id}`);
    expect(await db.selectFrom('contact_message').select('email').where('email', '=', member.email).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('mail_outbox').select('id').where('recipient', '=', member.email).execute()).toEqual([]);
    expect((await t.calls.me(fan.headers)).statusCode).toBe(200);
  });

  it('rolls every row back when deletion fails midway, and a second run completes it', async () => {
    const world = await buildWorld(t.app());
    const { member } = world;
    const db = t.app().deps.db.kysely;
    // A database failure at the very last row (the user), after everything else was written.
    if (t.app().deps.db.kind === 'postgres') {
      await sql`CREATE FUNCTION refuse_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql
        .raw(
          `CREATE TRIGGER refuse BEFORE DELETE ON "user" FOR EACH ROW WHEN (OLD.id = ${member.id}) EXECUTE FUNCTION refuse_delete()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `CREATE TRIGGER refuse BEFORE DELETE ON "user" WHEN OLD.id = ${member.id} BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
        )
        .execute(db);
    }
    expect(
      (await gdpr(t.app(), member, 'delete-account', { ...DELETE, currentPassword: member.password })).statusCode,
    ).toBe(500);
    expect(await db.selectFrom('livery').select('id').where('id', 'in', world.memberLiveries).execute()).toHaveLength(
      2,
    );
    expect(await count(t.app(), 'favorite', member.id)).toBe(2);
    expect(await db.selectFrom('object_deletion').selectAll().execute()).toEqual([]);
    expect(await storedKeys(t.app(), world.memberKeys)).toEqual(world.memberKeys);
    await expectCountersMatchRows(t.app());
    expect((await t.calls.me(member.headers)).statusCode).toBe(200);

    await sql`DROP TRIGGER refuse ${sql.raw(t.app().deps.db.kind === 'postgres' ? 'ON "user"' : '')}`.execute(db);
    expect(
      (await gdpr(t.app(), member, 'delete-account', { ...DELETE, currentPassword: member.password })).statusCode,
    ).toBe(200);
    expect(await storedKeys(t.app(), world.memberKeys)).toEqual([]);
    await expectCountersMatchRows(t.app());
  });

  it('finishes file deletions at the next start when storage failed after the rows were gone', async () => {
    const world = await buildWorld(t.app());
    const failing = vi.spyOn(t.app().deps.storage, 'deleteMany').mockRejectedValueOnce(new Error('bucket unreachable'));
    expect(
      (await gdpr(t.app(), world.member, 'delete-account', { ...DELETE, currentPassword: world.member.password }))
        .statusCode,
    ).toBe(200);
    failing.mockRestore();
    const db = () => t.app().deps.db.kysely;
    expect(
      await db().selectFrom('user').select('id').where('id', '=', world.member.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await storedKeys(t.app(), world.memberKeys)).toEqual(world.memberKeys);
    expect((await db().selectFrom('object_deletion').select('key').execute()).map((r) => r.key).sort()).toEqual(
      [...world.memberKeys].sort(),
    );

    await (await t.restart()).ready();
    expect(await storedKeys(t.app(), world.memberKeys)).toEqual([]);
    expect(await db().selectFrom('object_deletion').selectAll().execute()).toEqual([]);
  });
});

describe('the last administrator', () => {
  const t = useAppWithInbox('outbox');

  it('cannot delete or anonymize themselves until another admin who can sign in exists', async () => {
    const signIn = await t.calls.signIn('admin@paddock.test', ADMIN_PASSWORD);
    const admin = { headers: { cookie: cookieFrom(signIn) } };
    for (const [path, body] of [
      ['anonymize', ANONYMIZE],
      ['delete-account', DELETE],
    ] as const) {
      const res = await gdpr(t.app(), admin, path, { ...body, currentPassword: ADMIN_PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({
        statusCode: 409,
        code: AUTH_ERROR_CODES.lastAdmin,
        message: ACCOUNT_SERVER_MESSAGES.lastAdmin,
      });
    }
    // Neither a banned admin nor one who never confirmed the address (so cannot sign in) can take over.
    await createUser(t.app(), { role: 'admin', banned: true });
    await createUser(t.app(), { role: 'admin', emailVerified: false });
    expect(
      (await gdpr(t.app(), admin, 'delete-account', { ...DELETE, currentPassword: ADMIN_PASSWORD })).statusCode,
    ).toBe(409);
    expect((await t.calls.me(admin.headers)).statusCode).toBe(200);

    const second = await createUser(t.app(), { role: 'admin' });
    expect(
      (await gdpr(t.app(), admin, 'anonymize', { ...ANONYMIZE, currentPassword: ADMIN_PASSWORD })).statusCode,
    ).toBe(200);
    // Now `second` is the last one.
    expect(
      (await gdpr(t.app(), second, 'delete-account', { ...DELETE, currentPassword: second.password })).statusCode,
    ).toBe(409);
  });
});
