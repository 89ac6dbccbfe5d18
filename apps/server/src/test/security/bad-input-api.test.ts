import { Readable } from 'node:stream';
import {
  COMMENT_MESSAGES,
  CREDIT_MESSAGES,
  CREDIT_PARTS,
  FOLLOW_MESSAGES,
  LIVERY_VERSION_MESSAGES,
  MATERIAL_FILTER_ERROR,
  MESSAGES,
  NOTIFICATION_MESSAGES,
  RATING_MESSAGES,
  VERSION_LIMITS,
} from '@paddock/contract';
import { beforeAll, describe, expect } from 'vitest';
import { newObjectKey } from '../../storage/storage';
import { ORIGIN } from '../auth-test-client';
import { createUser, insertLiveryRow, type TestUser } from '../factories';
import { useTestApp } from '../test-app';
import { LIVERY_EDIT_BODY } from './authorization-endpoints';
import { type BadInput, json, runCatalogue } from './security-world';

const t = useTestApp();
let member: TestUser;
let admin: TestUser;
let livery: number;
let deleted: number;
let zipKey: string;
let rater: TestUser;
let commentId: number;

/** URLs are functions where they hold ids made in `beforeAll`. */
const get =
  (url: string | (() => string), headers: Record<string, string> = {}) =>
  () =>
    t.app.inject({ method: 'GET', url: typeof url === 'string' ? url : url(), headers });
/** A new version of the member's livery with these text parts and no files: refused before any file is read. */
const versionWith = (fields: Record<string, string>) => () => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return t.app.inject({
    method: 'POST',
    url: `/api/liveries/${livery}/versions`,
    headers: member.headers,
    payload: form,
  });
};
const badId = (id: string): BadInput => ({
  name: `the id ${JSON.stringify(id)}`,
  send: get(`/api/liveries/${encodeURIComponent(id)}`),
  status: 400,
  message: MESSAGES.common.invalidId,
});

beforeAll(async () => {
  [member, admin] = await Promise.all([createUser(t.app), createUser(t.app, { role: 'admin' })]);
  // A username and e-mail a spreadsheet would run as formulas, as an old or imported account may hold.
  await createUser(t.app, { username: '-2-3', email: '=cmd|calc@paddock.test' });
  const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
  livery = await insertLiveryRow(t.app, { uploaderId: member.id, carModelId: model.id });
  deleted = await insertLiveryRow(t.app, { uploaderId: member.id, carModelId: model.id });
  const res = await t.app.inject({ method: 'DELETE', url: `/api/liveries/${deleted}`, headers: member.headers });
  expect(res.statusCode).toBe(200);
  // One edit first, so the livery has its regions and later edits change no counts.
  const edit = { method: 'PUT', url: `/api/liveries/${livery}`, headers: member.headers, payload: LIVERY_EDIT_BODY };
  expect((await t.app.inject(edit as never)).statusCode).toBe(200);
  rater = await createUser(t.app);
  const posted = await t.app.inject({
    method: 'POST',
    url: `/api/liveries/${livery}/comments`,
    headers: rater.headers,
    payload: { body: 'First!' },
  });
  commentId = json(posted).id;
  zipKey = newObjectKey('liveries', 'zip');
  await t.app.deps.storage.put(zipKey, Readable.from([Buffer.from('PK')]), { contentType: 'application/zip' });
});

describe('ids and queries', () => {
  runCatalogue(
    () => t.app,
    [
      badId('1 OR 1=1'),
      badId("1'; DROP TABLE livery; --"),
      badId('-1'),
      badId('0'),
      badId('99999999999'),
      badId('1.5'),
      { name: 'a page size of 100000', send: get('/api/liveries?pageSize=100000'), status: 400 },
      { name: 'page number 0', send: get('/api/liveries?pageNumber=0'), status: 400 },
      { name: 'an unknown sort', send: get('/api/liveries?sortBy=password'), status: 400 },
      { name: 'a sort smuggling SQL', send: get('/api/liveries?sortBy=title;DELETE%20FROM%20livery'), status: 400 },
      {
        name: 'an unknown material',
        send: get('/api/liveries?material=Gold'),
        status: 400,
        message: MATERIAL_FILTER_ERROR,
      },
      {
        name: 'a material smuggling SQL',
        send: get(`/api/liveries?material=${encodeURIComponent("Chrome') OR 1=1 --")}`),
        status: 400,
        message: MATERIAL_FILTER_ERROR,
      },
      { name: 'a material list of 1000 items', send: get(`/api/liveries?material=${'x,'.repeat(1000)}y`), status: 400 },
      { name: 'a search term over 100 characters', send: get(`/api/liveries?search=${'a'.repeat(101)}`), status: 400 },
      {
        name: 'a search term written as SQL finds nothing and breaks nothing',
        send: get(`/api/liveries?search=${encodeURIComponent("' OR '1'='1")}`),
        status: 200,
        check: (res) => expect(json(res)).toMatchObject({ items: [], totalCount: 0 }),
      },
      {
        name: 'a download of version 0',
        send: () => t.app.inject({ method: 'POST', url: `/api/liveries/${livery}/download?version=0` }),
        status: 400,
        message: LIVERY_VERSION_MESSAGES.versionInvalid,
      },
      {
        name: 'a download of a version written as SQL',
        send: () =>
          t.app.inject({
            method: 'POST',
            url: `/api/liveries/${livery}/download?version=${encodeURIComponent('1 OR 1=1')}`,
          }),
        status: 400,
      },
      {
        name: 'a download of a version that does not exist',
        send: () => t.app.inject({ method: 'POST', url: `/api/liveries/${livery}/download?version=99` }),
        status: 404,
        message: LIVERY_VERSION_MESSAGES.versionNotFound,
      },
      {
        name: 'a new version with an overlong changelog',
        send: versionWith({ Changelog: 'x'.repeat(VERSION_LIMITS.changelogMax + 1) }),
        status: 400,
        message: LIVERY_VERSION_MESSAGES.changelogTooLong,
      },
      {
        name: 'a new version smuggling a download count',
        send: versionWith({ Changelog: 'Fine', DownloadCount: '1000' }),
        status: 400,
      },
      {
        name: 'a new version turning off derivatives (an edit’s field)',
        send: versionWith({ Changelog: 'Fine', [CREDIT_PARTS.allowDerivatives]: 'false' }),
        status: 400,
      },
      {
        name: 'a new version naming its original by a word',
        send: versionWith({ Changelog: 'Fine', [CREDIT_PARTS.basedOnLiveryId]: 'the blue one' }),
        status: 400,
        message: CREDIT_MESSAGES.liveryIdInvalid,
      },
      {
        name: 'a new version with a permission note and no original',
        send: versionWith({ Changelog: 'Fine', [CREDIT_PARTS.basedOnNote]: 'They said yes.' }),
        status: 400,
        message: CREDIT_MESSAGES.noteWithoutSource,
      },
      { name: 'an admin page size of 100000', send: get('/api/users?pageSize=100000', {}), status: 401 },
      { name: 'a deleted livery', send: get(() => `/api/liveries/${deleted}`), status: 404 },
      {
        name: 'downloading a deleted livery',
        send: () => t.app.inject({ method: 'POST', url: `/api/liveries/${deleted}/download` }),
        status: 404,
      },
      {
        name: 'favouriting a deleted livery',
        send: () => t.app.inject({ method: 'POST', url: `/api/liveries/${deleted}/favorite`, headers: member.headers }),
        status: 404,
      },
      {
        name: 'reporting a deleted livery',
        send: () =>
          t.app.inject({
            method: 'POST',
            url: `/api/reports/livery/${deleted}`,
            headers: member.headers,
            payload: { reason: 'Other' },
          }),
        status: 404,
      },
      {
        name: 'a media key climbing out of the store',
        send: get('/media/..%2f..%2fpaddock.db'),
        status: 404,
      },
    ],
  );
});

describe('headers, exports and GDPR', () => {
  runCatalogue(
    () => t.app,
    [
      {
        name: 'API errors are nosniff JSON under a CSP without inline script',
        send: get('/api/liveries/abc'),
        status: 400,
        check: (res) => {
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          const csp = String(res.headers['content-security-policy']);
          expect(csp).toMatch(/script-src 'self'(;|$)/);
          expect(csp).toContain("object-src 'none'");
          expect(csp).toContain("frame-ancestors 'none'");
        },
      },
      {
        name: 'a download with a hostile file name is a nosniff attachment with a safe name',
        send: get(() => `/media/${zipKey}?download=${encodeURIComponent('../../evil".html\r\nX-Injected: 1')}`),
        status: 200,
        check: (res) => {
          expect(res.headers['content-type']).toBe('application/zip');
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.zip"$/);
          expect(res.headers['x-injected']).toBeUndefined();
        },
      },
      {
        name: 'CSV cells that start with = + - @ are escaped',
        send: get('/api/users/export.csv', {}),
        status: 401,
        check: async () => {
          const res = await t.app.inject({ method: 'GET', url: '/api/users/export.csv', headers: admin.headers });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-disposition']).toContain('attachment');
          expect(res.body).not.toMatch(/(^|,)"?[=+\-@]/m);
          expect(res.body).toContain("'=cmd|calc@paddock.test");
          expect(res.body).toContain("'-2-3");
        },
      },
      {
        name: 'markup in a livery title is stored as text and sent as JSON',
        send: () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/liveries/${livery}`,
            headers: { ...member.headers, ...ORIGIN },
            payload: { ...LIVERY_EDIT_BODY, title: '<script>alert(1)</script>' },
          }),
        status: 200,
        check: (res) => {
          expect(res.headers['content-type']).toContain('application/json');
          expect(json(res).title).toBe('<script>alert(1)</script>');
        },
      },
      {
        name: 'a livery title of whitespace only',
        send: () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/liveries/${livery}`,
            headers: member.headers,
            payload: { ...LIVERY_EDIT_BODY, title: ' \t ' },
          }),
        status: 400,
      },
      {
        name: 'a livery description over the limit',
        send: () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/liveries/${livery}`,
            headers: member.headers,
            payload: { ...LIVERY_EDIT_BODY, description: 'x'.repeat(5001) },
          }),
        status: 400,
      },
      {
        name: 'a livery credited as based on itself (issue 36)',
        send: () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/liveries/${livery}`,
            headers: member.headers,
            payload: { ...LIVERY_EDIT_BODY, basedOnLiveryId: livery },
          }),
        status: 400,
        message: CREDIT_MESSAGES.notItself,
      },
      {
        name: 'a credit link that is not http(s)',
        send: () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/liveries/${livery}`,
            headers: member.headers,
            payload: { ...LIVERY_EDIT_BODY, basedOnName: 'Gulf', basedOnUrl: 'ftp://example.com/gulf.tga' },
          }),
        status: 400,
        message: CREDIT_MESSAGES.urlInvalid,
      },
      {
        name: 'both a Paddock original and an outside link',
        send: () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/liveries/${livery}`,
            headers: member.headers,
            payload: {
              ...LIVERY_EDIT_BODY,
              basedOnLiveryId: deleted,
              basedOnName: 'G',
              basedOnUrl: 'https://a.example',
            },
          }),
        status: 400,
        message: CREDIT_MESSAGES.bothSources,
      },
      {
        name: 'a deleted livery as the original',
        send: () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/liveries/${livery}`,
            headers: member.headers,
            payload: { ...LIVERY_EDIT_BODY, basedOnLiveryId: deleted },
          }),
        status: 400,
        message: CREDIT_MESSAGES.originalNotFound,
      },
      {
        name: 'allowDerivatives as text',
        send: () =>
          t.app.inject({
            method: 'PUT',
            url: `/api/liveries/${livery}`,
            headers: member.headers,
            payload: { ...LIVERY_EDIT_BODY, allowDerivatives: 'yes' },
          }),
        status: 400,
      },
      {
        name: 'GDPR deletion naming another user’s id',
        send: () =>
          t.app.inject({
            method: 'POST',
            url: '/api/gdpr/delete-account',
            headers: member.headers,
            payload: { requestType: 'DELETE', userId: admin.id, currentPassword: member.password },
          }),
        status: 400,
      },
      {
        name: 'GDPR anonymization naming another user’s e-mail',
        send: () =>
          t.app.inject({
            method: 'POST',
            url: '/api/gdpr/anonymize',
            headers: member.headers,
            payload: { requestType: 'ANONYMIZE', email: admin.email, currentPassword: member.password },
          }),
        status: 400,
      },
    ],
  );
});

describe('follows and notifications', () => {
  const send =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string | (() => string), payload?: object, signedIn = true) =>
    () =>
      t.app.inject({
        method,
        url: typeof url === 'string' ? url : url(),
        headers: signedIn ? member.headers : {},
        ...(payload ? { payload } : {}),
      });
  runCatalogue(
    () => t.app,
    [
      {
        name: 'following yourself',
        send: send('POST', () => `/api/users/${member.id}/follow`),
        status: 400,
        message: FOLLOW_MESSAGES.cannotFollowYourself,
      },
      { name: 'following a member who does not exist', send: send('POST', '/api/users/99999/follow'), status: 404 },
      {
        name: 'following a deleted livery',
        send: send('POST', () => `/api/liveries/${deleted}/follow`),
        status: 404,
        message: FOLLOW_MESSAGES.liveryNotFound,
      },
      {
        name: 'a follow id written as SQL',
        send: send('POST', `/api/users/${encodeURIComponent('1 OR 1=1')}/follow`),
        status: 400,
        message: MESSAGES.common.invalidId,
      },
      {
        name: 'a notifications page of 0',
        send: send('GET', '/api/notifications?page=0'),
        status: 400,
        message: NOTIFICATION_MESSAGES.invalidPage,
      },
      { name: 'an unknown notifications parameter', send: send('GET', '/api/notifications?pageSize=500'), status: 400 },
      {
        name: 'marking a notification that is not there',
        send: send('POST', '/api/notifications/99999/read'),
        status: 404,
      },
      {
        name: 'a notification id that is not a number',
        send: send('POST', '/api/notifications/abc/read'),
        status: 400,
        message: MESSAGES.common.invalidId,
      },
      {
        name: 'a digest setting that is not a boolean',
        send: send('PUT', '/api/notifications/settings', { dailyDigest: 'yes' }),
        status: 400,
      },
      {
        name: 'a digest setting with a field nobody may set',
        send: send('PUT', '/api/notifications/settings', { dailyDigest: true, lastDigestAt: null }),
        status: 400,
      },
      {
        name: 'an unsubscribe token that is forged',
        send: send('POST', '/api/notifications/unsubscribe', { token: `1.${'A'.repeat(43)}` }, false),
        status: 400,
        message: NOTIFICATION_MESSAGES.tokenInvalid,
      },
      {
        name: 'an unsubscribe token with markup',
        send: send('POST', '/api/notifications/unsubscribe', { token: '<script>' }, false),
        status: 400,
        message: NOTIFICATION_MESSAGES.tokenInvalid,
      },
      {
        name: 'an unsubscribe without a token',
        send: send('POST', '/api/notifications/unsubscribe', {}, false),
        status: 400,
        message: NOTIFICATION_MESSAGES.tokenRequired,
      },
      {
        name: 'an unsubscribe token of 10000 characters',
        send: send('POST', '/api/notifications/unsubscribe', { token: 'a'.repeat(10_000) }, false),
        status: 400,
      },
    ],
  );
});

describe('comments and ratings', () => {
  const send =
    (method: 'POST' | 'PATCH' | 'PUT', url: () => string, payload: unknown, user: () => TestUser = () => rater) =>
    () =>
      t.app.inject({ method, url: url(), headers: user().headers, payload: payload as object });
  const commentOn = () => `/api/liveries/${livery}/comments`;
  runCatalogue(
    () => t.app,
    [
      {
        name: 'a comment of whitespace only',
        send: send('POST', commentOn, { body: ' \n\t ' }),
        status: 400,
        message: COMMENT_MESSAGES.bodyRequired,
      },
      {
        name: 'a comment over 2000 characters',
        send: send('POST', commentOn, { body: 'x'.repeat(2001) }),
        status: 400,
        message: COMMENT_MESSAGES.bodyTooLong,
      },
      {
        name: 'a comment with a NUL',
        send: send('POST', commentOn, { body: 'a\u0000b' }),
        status: 400,
        message: COMMENT_MESSAGES.bodyInvalid,
      },
      {
        name: 'a comment with a right-to-left override',
        send: send('POST', commentOn, { body: 'abc\u202Etxt.exe' }),
        status: 400,
        message: COMMENT_MESSAGES.bodyInvalid,
      },
      { name: 'a comment as a number', send: send('POST', commentOn, { body: 42 }), status: 400 },
      {
        name: 'a comment with an unknown field',
        send: send('POST', commentOn, { body: 'hi', authorId: 1 }),
        status: 400,
      },
      {
        name: 'a reply to a comment id as text',
        send: send('POST', commentOn, { body: 'hi', parentId: '1 OR 1=1' }),
        status: 400,
      },
      {
        name: 'a reply to a comment that does not exist',
        send: send('POST', commentOn, { body: 'hi', parentId: 2_000_000 }),
        status: 400,
        message: COMMENT_MESSAGES.parentNotFound,
      },
      {
        name: 'a comment on a deleted livery',
        send: send('POST', () => `/api/liveries/${deleted}/comments`, { body: 'hi' }),
        status: 404,
      },
      { name: 'comments of a deleted livery', send: get(() => `/api/liveries/${deleted}/comments`), status: 404 },
      { name: 'a comments page of 0', send: get(() => `/api/liveries/${livery}/comments?page=0`), status: 400 },
      {
        name: 'a comments order smuggling SQL',
        send: get(() => `/api/liveries/${livery}/comments?order=id;DROP%20TABLE%20user`),
        status: 400,
      },
      {
        name: 'an edit of an empty body',
        send: send('PATCH', () => `/api/comments/${commentId}`, { body: '' }),
        status: 400,
        message: COMMENT_MESSAGES.bodyRequired,
      },
      {
        name: 'an edit of someone else’s comment',
        send: send(
          'PATCH',
          () => `/api/comments/${commentId}`,
          { body: 'mine now' },
          () => admin,
        ),
        status: 403,
      },
      {
        name: 'an edit of a comment that does not exist',
        send: send('PATCH', () => '/api/comments/2000000', { body: 'x' }),
        status: 404,
      },
      {
        name: 'hiding a comment on someone else’s livery',
        send: send('POST', () => `/api/comments/${commentId}/hide`, undefined),
        status: 403,
      },
      {
        name: '0 stars',
        send: send('PUT', () => `/api/liveries/${livery}/rating`, { stars: 0 }),
        status: 400,
        message: RATING_MESSAGES.starsInvalid,
      },
      {
        name: '6 stars',
        send: send('PUT', () => `/api/liveries/${livery}/rating`, { stars: 6 }),
        status: 400,
        message: RATING_MESSAGES.starsInvalid,
      },
      {
        name: '4.5 stars',
        send: send('PUT', () => `/api/liveries/${livery}/rating`, { stars: 4.5 }),
        status: 400,
        message: RATING_MESSAGES.starsInvalid,
      },
      {
        name: 'stars as text',
        send: send('PUT', () => `/api/liveries/${livery}/rating`, { stars: '5' }),
        status: 400,
        message: RATING_MESSAGES.starsInvalid,
      },
      {
        name: 'rating one’s own livery',
        send: send(
          'PUT',
          () => `/api/liveries/${livery}/rating`,
          { stars: 5 },
          () => member,
        ),
        status: 400,
        message: RATING_MESSAGES.ownLivery,
      },
      {
        name: 'rating a deleted livery',
        send: send('PUT', () => `/api/liveries/${deleted}/rating`, { stars: 5 }),
        status: 404,
      },
      {
        name: 'reporting a comment with an unknown reason',
        send: send('POST', () => `/api/reports/comment/${commentId}`, { reason: 'Meh' }),
        status: 400,
      },
      {
        name: 'reporting a comment that does not exist',
        send: send('POST', () => '/api/reports/comment/2000000', { reason: 'Other' }),
        status: 404,
      },
    ],
  );
});
