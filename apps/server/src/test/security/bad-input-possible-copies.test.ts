import { MESSAGES, POSSIBLE_COPY_MESSAGES as m, POSSIBLE_COPY_LIMITS } from '@paddock/contract';
import { beforeAll, describe, expect } from 'vitest';
import { createUser, insertLiveryRow, type TestUser } from '../factories';
import { useTestApp } from '../test-app';
import { type BadInput, jsonCases, runCatalogue } from './security-world';

const t = useTestApp();
let admin: TestUser;
let open: number;
let resolved: number;
let copyGone: number;

const bad = jsonCases(
  () => t.app,
  () => admin,
);

async function insertCase(status: string, copyId: number | null, originalId: number) {
  const { id } = await t.app.deps.db.kysely
    .insertInto('possible_copy_case')
    .values({
      livery_id: copyId,
      original_livery_id: originalId,
      livery_title: 'Copy',
      original_title: 'Original',
      source: 'fingerprint',
      distance: 3,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin' });
  const [painter, copier] = await Promise.all([createUser(t.app), createUser(t.app)]);
  const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
  const livery = (uploaderId: number) => insertLiveryRow(t.app, { uploaderId, carModelId: model.id });
  const original = await livery(painter.id);
  open = await insertCase('Open', await livery(copier.id), original);
  resolved = await insertCase('FalseMatch', await livery(copier.id), original);
  copyGone = await insertCase('Open', null, original);
});

const stillOpen = async () => {
  const row = await t.app.deps.db.kysely
    .selectFrom('possible_copy_case')
    .select('status')
    .where('id', '=', open)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('Open');
};
const resolve = (name: string, payload: unknown, message?: string, id = () => open, status = 400): BadInput => ({
  ...bad(name, 'POST', () => `/api/admin/possible-copies/${id()}/resolve`, payload, message, status),
  check: stillOpen,
});
const list = (name: string, query: string, message?: string): BadInput =>
  bad(name, 'GET', () => `/api/admin/possible-copies${query}`, undefined, message);

/** Issue 36: the possible-copy queue refuses bad input with a message and changes nothing. */
describe('possible copies: bad input changes nothing', () => {
  runCatalogue(
    () => t.app,
    [
      list('an unknown status', '?status=Stolen', m.statusInvalid),
      list('a page of 0', '?pageNumber=0'),
      list('a page size over 100', '?pageSize=500'),
      bad(
        'a case id that is not a number',
        'GET',
        () => '/api/admin/possible-copies/abc',
        undefined,
        MESSAGES.common.invalidId,
      ),
      bad('a case that does not exist', 'GET', () => '/api/admin/possible-copies/999999', undefined, m.notFound, 404),
      bad(
        'the difference of a missing case',
        'GET',
        () => '/api/admin/possible-copies/999999/difference.png',
        undefined,
        m.notFound,
        404,
      ),
      resolve('no resolution', {}, m.resolutionInvalid),
      resolve('an unknown resolution', { resolution: 'Delete' }, m.resolutionInvalid),
      resolve('a copy without a message', { resolution: 'Copy' }, m.messageRequired),
      resolve('a copy with a blank message', { resolution: 'Copy', message: '   ' }, m.messageRequired),
      resolve(
        'a message over the limit',
        { resolution: 'Copy', message: 'x'.repeat(POSSIBLE_COPY_LIMITS.messageMax + 1) },
        m.messageTooLong,
      ),
      resolve('a message with a bidi override', { resolution: 'Copy', message: 'abc\u202Edef' }, m.messageInvalid),
      resolve('a field smuggled in', { resolution: 'FalseMatch', status: 'Open' }),
      resolve('a case already resolved', { resolution: 'FalseMatch' }, m.alreadyResolved, () => resolved, 409),
      resolve('a copy already gone', { resolution: 'Copy', message: 'Stolen.' }, m.copyGone, () => copyGone, 409),
      resolve('a missing case', { resolution: 'FalseMatch' }, m.notFound, () => 999999, 404),
    ],
  );
});
