import {
  ADMIN_MESSAGES,
  COLLECTION_LIMITS,
  COLLECTION_MESSAGES,
  MESSAGES,
  REPORT_ERROR_MESSAGES,
  REPORT_INPUT_MESSAGES,
} from '@paddock/contract';
import { beforeAll, describe } from 'vitest';
import { createCollection, createUser, insertLiveryRow, type TestUser } from '../factories';
import { useTestApp } from '../test-app';
import { type BadInput, jsonCases, runCatalogue } from './security-world';

const t = useTestApp();
let member: TestUser;
let admin: TestUser;
let collection: number;
let livery: number;
/** Another member's public and private collections, which `member` tries to report. */
let othersPublic: number;
let othersPrivate: number;

const bad = jsonCases(
  () => t.app,
  () => member,
);

const collectionUrl = () => `/api/collections/${collection}`;
const entryUrl = () => `/api/collections/${collection}/entries/${livery}`;

beforeAll(async () => {
  member = await createUser(t.app);
  const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
  livery = await insertLiveryRow(t.app, { uploaderId: member.id, carModelId: model.id });
  collection = (await createCollection(t.app, member, { isLeaguePack: true, liveryIds: [livery] })).id;
  admin = await createUser(t.app, { role: 'admin' });
  const other = await createUser(t.app);
  othersPublic = (await createCollection(t.app, other, { visibility: 'public', isLeaguePack: true })).id;
  othersPrivate = (await createCollection(t.app, other)).id;
});

/** The admin Reports list's collection filters (issue 34 §17). */
const adminList = (name: string, query: string, message: string): BadInput => ({
  name,
  send: () => t.app.inject({ method: 'GET', url: `/api/reports${query}`, headers: admin.headers }),
  status: 400,
  message,
});
const reportUrl = (id: () => number) => () => `/api/reports/collection/${id()}`;
const report = (name: string, payload: unknown, message?: string): BadInput =>
  bad(
    name,
    'POST',
    reportUrl(() => othersPublic),
    payload,
    message,
  );

/** Issue 34 §17: reporting a collection; nothing is filed and no report is counted against the limit. */
describe('collection reports: bad input files nothing', () => {
  runCatalogue(
    () => t.app,
    [
      report('a report without a reason', { comment: 'Rude' }, REPORT_INPUT_MESSAGES.reasonRequired),
      report('a livery’s reason', { reason: 'BrokenFile', comment: null }, REPORT_INPUT_MESSAGES.reasonRequired),
      report('a comment’s reason', { reason: 'OffTopic', comment: null }, REPORT_INPUT_MESSAGES.reasonRequired),
      report(
        'a note over the limit',
        { reason: 'Other', comment: 'x'.repeat(1001) },
        REPORT_INPUT_MESSAGES.commentTooLong,
      ),
      report(
        'a note with a bidi override',
        { reason: 'Other', comment: 'abc\u202Edef' },
        REPORT_INPUT_MESSAGES.commentInvalid,
      ),
      report('a status smuggled in', { reason: 'Other', comment: null, status: 'Resolved' }),
      report('a reporter smuggled in', { reason: 'Other', comment: null, reporterId: 1 }),
      bad(
        'one’s own collection',
        'POST',
        reportUrl(() => collection),
        { reason: 'Other', comment: null },
        REPORT_ERROR_MESSAGES.ownCollection,
      ),
      bad(
        'another member’s private collection',
        'POST',
        reportUrl(() => othersPrivate),
        { reason: 'Other', comment: null },
        REPORT_ERROR_MESSAGES.collectionNotFound,
        404,
      ),
      bad(
        'an unknown collection',
        'POST',
        reportUrl(() => 2_000_000),
        { reason: 'Other', comment: null },
        REPORT_ERROR_MESSAGES.collectionNotFound,
        404,
      ),
      bad(
        'a collection id that is not a number',
        'POST',
        () => '/api/reports/collection/abc',
        { reason: 'Other', comment: null },
        MESSAGES.common.invalidId,
      ),
      adminList('an unknown report target in the admin filter', '?target=everything', ADMIN_MESSAGES.targetInvalid),
      adminList('a collection filter that is not an id', '?collectionId=-1', MESSAGES.common.invalidId),
    ],
  );
});

describe('collections: bad input changes nothing', () => {
  runCatalogue(
    () => t.app,
    [
      bad('an empty name', 'POST', () => '/api/collections', { name: '   ' }, COLLECTION_MESSAGES.nameRequired),
      bad(
        'a name over the limit',
        'POST',
        () => '/api/collections',
        { name: 'x'.repeat(COLLECTION_LIMITS.nameMax + 1) },
        COLLECTION_MESSAGES.nameTooLong,
      ),
      bad(
        'a name with a line break',
        'POST',
        () => '/api/collections',
        { name: 'a\nb' },
        COLLECTION_MESSAGES.nameInvalid,
      ),
      bad(
        'a name with a bidi override',
        'POST',
        () => '/api/collections',
        { name: 'abc\u202Edef' },
        COLLECTION_MESSAGES.nameInvalid,
      ),
      bad(
        'a name with a zero-width space',
        'POST',
        () => '/api/collections',
        { name: 'ab\u200Bc' },
        COLLECTION_MESSAGES.nameInvalid,
      ),
      bad(
        'a description over the limit',
        'POST',
        () => '/api/collections',
        { name: 'ok', description: 'x'.repeat(COLLECTION_LIMITS.descriptionMax + 1) },
        COLLECTION_MESSAGES.descriptionTooLong,
      ),
      bad(
        'a description with a NUL',
        'POST',
        () => '/api/collections',
        { name: 'ok', description: 'a\u0000b' },
        COLLECTION_MESSAGES.descriptionInvalid,
      ),
      bad(
        'an unknown visibility',
        'POST',
        () => '/api/collections',
        { name: 'ok', visibility: 'friends' },
        COLLECTION_MESSAGES.visibilityInvalid,
      ),
      bad('an owner smuggled in', 'POST', () => '/api/collections', { name: 'ok', ownerId: 1 }),
      bad('an entry count smuggled in', 'PATCH', collectionUrl, { entryCount: 999 }),
      bad('a league pack flag as text', 'PATCH', collectionUrl, { isLeaguePack: 'yes' }),
      bad('an empty update', 'PATCH', collectionUrl, {}, COLLECTION_MESSAGES.nothingToUpdate),
      bad(
        'a livery id as text',
        'POST',
        () => `${collectionUrl()}/entries`,
        { liveryId: '1' },
        MESSAGES.common.invalidId,
      ),
      bad(
        'a negative livery id',
        'POST',
        () => `${collectionUrl()}/entries`,
        { liveryId: -1 },
        MESSAGES.common.invalidId,
      ),
      bad(
        'an unknown livery',
        'POST',
        () => `${collectionUrl()}/entries`,
        { liveryId: 2_000_000 },
        COLLECTION_MESSAGES.liveryNotFound,
        404,
      ),
      bad(
        'a livery already there',
        'POST',
        () => `${collectionUrl()}/entries`,
        () => ({ liveryId: livery }),
        COLLECTION_MESSAGES.alreadyInCollection,
        409,
      ),
      bad('car number 0', 'PATCH', entryUrl, { carNumber: '0' }, COLLECTION_MESSAGES.carNumberInvalid),
      bad('car number 1000', 'PATCH', entryUrl, { carNumber: '1000' }, COLLECTION_MESSAGES.carNumberInvalid),
      bad('car number as a number', 'PATCH', entryUrl, { carNumber: 7 }, COLLECTION_MESSAGES.carNumberInvalid),
      bad('car number with SQL', 'PATCH', entryUrl, { carNumber: "1'; --" }, COLLECTION_MESSAGES.carNumberInvalid),
      bad(
        'a driver name over the limit',
        'PATCH',
        entryUrl,
        { driverOrTeam: 'x'.repeat(COLLECTION_LIMITS.driverOrTeamMax + 1) },
        COLLECTION_MESSAGES.driverOrTeamTooLong,
      ),
      bad(
        'a driver name with a tab',
        'PATCH',
        entryUrl,
        { driverOrTeam: 'a\tb' },
        COLLECTION_MESSAGES.driverOrTeamInvalid,
      ),
      bad('an entry position smuggled in', 'PATCH', entryUrl, { position: 3 }),
      bad(
        'an order missing an entry',
        'PUT',
        () => `${collectionUrl()}/order`,
        { liveryIds: [] },
        COLLECTION_MESSAGES.orderMismatch,
      ),
      bad(
        'an order repeating an entry',
        'PUT',
        () => `${collectionUrl()}/order`,
        () => ({ liveryIds: [livery, livery] }),
        COLLECTION_MESSAGES.orderMismatch,
      ),
      bad(
        'an order of 1000 ids',
        'PUT',
        () => `${collectionUrl()}/order`,
        { liveryIds: Array.from({ length: 1000 }, (_, i) => i + 1) },
        COLLECTION_MESSAGES.orderTooLong,
      ),
      bad('an order that is not a list', 'PUT', () => `${collectionUrl()}/order`, { liveryIds: 'all' }),
      bad(
        'a collection id with SQL',
        'GET',
        () => '/api/collections/1%20OR%201=1',
        undefined,
        MESSAGES.common.invalidId,
      ),
      bad('an entry id of 0', 'DELETE', () => `${collectionUrl()}/entries/0`, undefined, MESSAGES.common.invalidId),
      bad(
        'a liveryId filter that is not an id',
        'GET',
        () => '/api/collections/mine?liveryId=abc',
        undefined,
        MESSAGES.common.invalidId,
      ),
      bad(
        'an unknown collection',
        'GET',
        () => '/api/collections/2000000',
        undefined,
        COLLECTION_MESSAGES.notFound,
        404,
      ),
    ],
  );
});
