import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_INPUT_MESSAGES,
  COLLECTION_MESSAGES,
  COMMENT_MESSAGES,
  CONTACT_MESSAGES,
  LIVERY_INPUT_MESSAGES,
  LIVERY_VERSION_MESSAGES,
  MARKS_PER_CHARACTER_MAX,
  MESSAGES,
  REPORT_INPUT_MESSAGES,
  TEXT_MESSAGES,
} from '@paddock/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { authCalls, freshIp, ORIGIN } from '../auth-test-client';
import { createCollection, createUser, insertLiveryRow, type TestUser } from '../factories';
import { postUpload, postVersion } from '../livery-factory';
import { useTestApp } from '../test-app';
import { LIVERY_EDIT_BODY } from './authorization-endpoints';
import { expectClientError, json, stateCounts } from './security-world';

/**
 * Text-direction controls and invisible characters make stored text read as something else
 * ("Uploaded by admin" that is not admin, a title whose end displays first). Single-line fields
 * refuse both; multi-line fields refuse the direction controls and keep the emoji joiners.
 */
const t = useTestApp();
const calls = authCalls(() => t.app);
let member: TestUser;
let admin: TestUser;
let livery: number;

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c];
const INVISIBLE = [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x180e];
const HIDDEN = [...BIDI, ...INVISIBLE].map((code) => ({ code: hex(code), char: String.fromCodePoint(code) }));
/** Inside the text: trimming cannot take it away. */
const within = (char: string) => `Gulf${char}963`;

beforeAll(async () => {
  [member, admin] = await Promise.all([createUser(t.app), createUser(t.app, { role: 'admin' })]);
  const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
  livery = await insertLiveryRow(t.app, { uploaderId: member.id, carModelId: model.id });
});

const editLivery = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/liveries/${livery}`,
    headers: member.headers,
    payload: { ...LIVERY_EDIT_BODY, ...body },
  });

describe('livery edit (JSON) and the admin edit', () => {
  it.each(HIDDEN)('refuses $code in the title, changing nothing', async ({ char }) => {
    const before = await stateCounts(t.app);
    expectClientError(await editLivery({ title: within(char) }), 400, LIVERY_INPUT_MESSAGES.titleInvalid);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/liveries/${livery}`,
      headers: admin.headers,
      payload: { title: within(char) },
    });
    expectClientError(patch, 400, TEXT_MESSAGES.singleLine('The title'));
    expect(await stateCounts(t.app)).toEqual(before);
  });

  it.each(HIDDEN.filter(({ code }) => !['U+200C', 'U+200D'].includes(code)))(
    'refuses $code in the description',
    async ({ char }) => {
      const res = await editLivery({ description: `Blue and orange.\n${within(char)}` });
      expectClientError(res, 400, LIVERY_INPUT_MESSAGES.descriptionInvalid);
    },
  );

  it('keeps the joiners of emoji sequences and Persian words in a description', async () => {
    const description = 'Family 👨\u200D👩\u200D👧 livery\nمی\u200Cخواهم';
    const res = await editLivery({ description });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).description).toBe(description);
  });
});

describe('livery upload (multipart)', () => {
  // A fresh member per upload: these are about the text, not any upload rate.
  const uploadAs = async (fields: Record<string, string>) => postUpload(t.app, await createUser(t.app), { fields });

  it.each(HIDDEN.filter(({ code }) => ['U+202E', 'U+2066', 'U+200F', 'U+200B', 'U+200D', 'U+FEFF'].includes(code)))(
    'refuses $code in the title and stores nothing',
    async ({ char }) => {
      const before = await stateCounts(t.app);
      expectClientError(await uploadAs({ Title: within(char) }), 400, LIVERY_INPUT_MESSAGES.titleInvalid);
      const after = await stateCounts(t.app);
      expect({ ...after, user: before.user, account: before.account }).toEqual(before);
    },
  );

  it.each(HIDDEN.filter(({ code }) => ['U+202E', 'U+2069', 'U+200B'].includes(code)))(
    'refuses $code in the description',
    async ({ char }) => {
      const res = await uploadAs({ Description: `Blue and orange.\r\n${within(char)}` });
      expectClientError(res, 400, LIVERY_INPUT_MESSAGES.descriptionInvalid);
    },
  );
});

describe('a new version (multipart)', () => {
  it.each(HIDDEN.filter(({ code }) => ['U+202E', 'U+2069', 'U+200B'].includes(code)))(
    'refuses $code in the changelog and stores nothing',
    async ({ char }) => {
      const before = await stateCounts(t.app);
      const res = await postVersion(t.app, member, livery, { changelog: `Sharper decals.\r\n${within(char)}` });
      expectClientError(res, 400, LIVERY_VERSION_MESSAGES.changelogInvalid);
      expect(await stateCounts(t.app)).toEqual(before);
    },
  );
});

const signUp = (username: string) =>
  calls.post('/sign-up/email', {
    email: `${randomBytes(4).toString('hex')}@paddock.test`,
    username,
    name: username,
    password: 'good-password-123',
    hasGivenGdprConsent: true,
  });

describe('usernames', () => {
  // USERNAME_PATTERN takes letters and digits of any script and . - _ ; these are none of them.
  it.each(HIDDEN)('refuses $code in a username on sign-up, on a profile change and from an admin', async ({ char }) => {
    const username = `ad${char}min`;
    expectClientError(await signUp(username), 400, ACCOUNT_INPUT_MESSAGES.usernameInvalid);

    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: member.headers,
      payload: { username },
    });
    expectClientError(profile, 400, ACCOUNT_INPUT_MESSAGES.usernameInvalid);

    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      headers: admin.headers,
      payload: { username, role: 'user', status: 'active' },
    });
    expectClientError(byAdmin, 400, ACCOUNT_INPUT_MESSAGES.usernameInvalid);
    const rows = await t.app.deps.db.kysely.selectFrom('user').select('username').execute();
    expect(rows.filter((row) => row.username?.includes(char))).toEqual([]);
  });
});

describe('other single-line and multi-line fields', () => {
  it.each(HIDDEN.filter(({ code }) => ['U+202E', 'U+200B'].includes(code)))(
    'refuses $code in tag, class and model names, a contact name and a report comment',
    async ({ char }) => {
      for (const [url, payload] of [
        ['/api/tags', { name: within(char) }],
        ['/api/carclasses', { name: within(char) }],
        ['/api/carmodels', { name: within(char), carClassId: 1 }],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
        expectClientError(res, 400, TEXT_MESSAGES.singleLine('The name'));
      }
      const contact = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: ORIGIN,
        remoteAddress: freshIp(),
        payload: { name: within(char), email: 'ann@paddock.test', subject: 'general', message: 'Hello' },
      });
      expectClientError(contact, 400, CONTACT_MESSAGES.nameInvalid);
      if (char === '\u202E') {
        const report = await t.app.inject({
          method: 'POST',
          url: `/api/reports/livery/${livery}`,
          headers: admin.headers,
          payload: { reason: 'Other', comment: within(char) },
        });
        expectClientError(report, 400, REPORT_INPUT_MESSAGES.commentInvalid);
      }
    },
  );
});

describe('line separators', () => {
  it.each([0x2028, 0x2029].map(hex))('refuses %s in a single-line title, changing nothing', async (code) => {
    const char = String.fromCodePoint(Number.parseInt(code.slice(2), 16));
    const before = await stateCounts(t.app);
    expectClientError(await editLivery({ title: within(char) }), 400, LIVERY_INPUT_MESSAGES.titleInvalid);
    expect(await stateCounts(t.app)).toEqual(before);
  });
});

describe('comments (issue 19): multi-line rules', () => {
  const comment = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/liveries/${livery}/comments`,
      headers: admin.headers,
      payload: { body },
    });

  it.each(HIDDEN.filter(({ code }) => !['U+200C', 'U+200D'].includes(code)))(
    'refuses $code in a comment, storing nothing',
    async ({ char }) => {
      const before = await stateCounts(t.app);
      expectClientError(await comment(within(char)), 400, COMMENT_MESSAGES.bodyInvalid);
      expect(await stateCounts(t.app)).toEqual(before);
    },
  );

  it('keeps line breaks and the joiners of emoji sequences in a comment', async () => {
    const body = 'Great job 👨\u200D👩\u200D👧\n\nSecond paragraph';
    const res = await comment(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).body).toBe(body);
  });
});

/**
 * Issue 32: text that draws nothing (joiners, Hangul and braille fillers, bare combining marks)
 * counts as empty, so a required field answers its "required" message; and a letter may carry at
 * most MARKS_PER_CHARACTER_MAX marks, so "Zalgo" text cannot draw over the page around it.
 */
describe('blank-looking and stacked-accent text', () => {
  const BLANK = [
    { what: 'U+200D joiners', text: '\u200D\u200D\u200D' },
    { what: 'the U+3164 Hangul filler', text: '\u3164\u3164' },
    { what: 'the U+2800 braille blank', text: '\u2800' },
    { what: 'the U+115F, U+1160 and U+FFA0 fillers', text: '\u115F\u1160\uFFA0' },
    { what: 'bare combining marks', text: '\u0301\u0302' },
  ];
  /** `length` characters: one letter and every other one a mark drawn on it. */
  const stacked = (length: number) => `Z${'\u0301\u0302\u0303\u0304\u0305'.repeat(length).slice(0, length - 1)}`;
  const post = (url: string, payload: Record<string, unknown>, user = member) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const comment = (body: string) => post(`/api/liveries/${livery}/comments`, { body }, admin);
  const setEntry = (packId: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/collections/${packId}/entries/${livery}`,
      headers: member.headers,
      payload,
    });
  const contact = (fields: { name: string; message: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: ORIGIN,
      remoteAddress: freshIp(),
      payload: { ...fields, email: 'ann@paddock.test', subject: 'general' },
    });

  it.each(BLANK)('refuses $what as a title, changelog, comment, collection, tag or contact name', async ({ text }) => {
    const before = await stateCounts(t.app);
    expectClientError(await editLivery({ title: text }), 400, LIVERY_INPUT_MESSAGES.titleRequired);
    const upload = await postUpload(t.app, await createUser(t.app), { fields: { Title: text } });
    expectClientError(upload, 400, LIVERY_INPUT_MESSAGES.titleRequired);
    const version = await postVersion(t.app, member, livery, { changelog: text });
    expectClientError(version, 400, LIVERY_VERSION_MESSAGES.changelogRequired);
    expectClientError(await comment(text), 400, COMMENT_MESSAGES.bodyRequired);
    expectClientError(await post('/api/collections', { name: text }), 400, COLLECTION_MESSAGES.nameRequired);
    expectClientError(await post('/api/tags', { name: text }, admin), 400, MESSAGES.catalogue.tagNameRequired);
    expectClientError(await contact({ name: text, message: text }), 400, CONTACT_MESSAGES.required);
    const after = await stateCounts(t.app);
    expect({ ...after, user: before.user, account: before.account }).toEqual(before);
  });

  it.each(BLANK)('stores $what as a team name or description as nothing', async ({ text }) => {
    const pack = await createCollection(t.app, member, { isLeaguePack: true, liveryIds: [livery] });
    const entry = await setEntry(pack.id, { carNumber: '7', driverOrTeam: text });
    expect(entry.statusCode, entry.body).toBe(200);
    const row = await t.app.deps.db.kysely
      .selectFrom('collection_entry')
      .select('driver_or_team')
      .where('collection_id', '=', pack.id)
      .executeTakeFirstOrThrow();
    expect(row.driver_or_team).toBeNull();
    const edit = await editLivery({ description: text });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(json(edit).description).toBe('');
  });

  it.each(['\u3164', 'ad\u3164min', '\uFFA0\uFFA0'])('refuses the username %j on sign-up', async (username) => {
    expectClientError(await signUp(username), 400, ACCOUNT_INPUT_MESSAGES.usernameInvalid);
  });

  it(`refuses more than ${MARKS_PER_CHARACTER_MAX} marks on one letter in every kind of field, storing nothing`, async () => {
    const pack = await createCollection(t.app, member, { isLeaguePack: true, liveryIds: [livery] });
    const before = await stateCounts(t.app);
    expectClientError(await editLivery({ title: stacked(100) }), 400, LIVERY_INPUT_MESSAGES.titleInvalid);
    expectClientError(await editLivery({ description: stacked(2000) }), 400, LIVERY_INPUT_MESSAGES.descriptionInvalid);
    expectClientError(await comment(stacked(2000)), 400, COMMENT_MESSAGES.bodyInvalid);
    const version = await postVersion(t.app, member, livery, { changelog: stacked(2000) });
    expectClientError(version, 400, LIVERY_VERSION_MESSAGES.changelogInvalid);
    expectClientError(await post('/api/collections', { name: stacked(80) }), 400, COLLECTION_MESSAGES.nameInvalid);
    const entry = await setEntry(pack.id, { driverOrTeam: stacked(60) });
    expectClientError(entry, 400, COLLECTION_MESSAGES.driverOrTeamInvalid);
    const message = await contact({ name: 'Ann', message: stacked(2000) });
    expectClientError(message, 400, CONTACT_MESSAGES.messageInvalid);
    expect(await stateCounts(t.app)).toEqual(before);
  });

  it(`keeps up to ${MARKS_PER_CHARACTER_MAX} marks on a letter: Vietnamese, pointed Hebrew, Devanagari`, async () => {
    const title = 'Vie\u0302\u0323t Nam שָׁלוֹם हिन्दी';
    const res = await editLivery({ title });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).title).toBe(title);
  });
});
