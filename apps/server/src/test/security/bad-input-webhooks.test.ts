import { COLLECTION_MESSAGES, MESSAGES, WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '@paddock/contract';
import { beforeAll, describe } from 'vitest';
import { createCollection, createUser, type TestUser } from '../factories';
import { useTestApp } from '../test-app';
import { jsonCases, runCatalogue } from './security-world';

// The production default: https to public addresses only (no WEBHOOK_ALLOW_PRIVATE).
const t = useTestApp();
let member: TestUser;
let other: TestUser;
let collection: number;
let othersPublic: number;
let othersPrivate: number;
let fullCollection: number;
let webhook: number;

type Method = 'POST' | 'PATCH' | 'DELETE' | 'GET';
const bad = jsonCases(
  () => t.app,
  () => member,
);
const mine = () => '/api/users/me/webhooks';
const onCollection = (id: () => number) => () => `/api/collections/${id()}/webhooks`;
const add = async (user: TestUser, url: string, collectionId?: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: collectionId ? `/api/collections/${collectionId}/webhooks` : '/api/users/me/webhooks',
    headers: user.headers,
    payload: { url },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return JSON.parse(res.body).id as number;
};

beforeAll(async () => {
  [member, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
  collection = (await createCollection(t.app, member, { isLeaguePack: true })).id;
  othersPublic = (await createCollection(t.app, other, { visibility: 'public' })).id;
  othersPrivate = (await createCollection(t.app, other, { visibility: 'private' })).id;
  fullCollection = (await createCollection(t.app, member)).id;
  for (let i = 0; i < WEBHOOK_LIMITS.perCollection; i += 1)
    await add(member, `https://1.1.1.1/full/${i}`, fullCollection);
  for (let i = 0; i < WEBHOOK_LIMITS.perCreator; i += 1) webhook = await add(member, `https://1.1.1.1/mine/${i}`);
});

describe('webhooks: bad input changes nothing', () => {
  runCatalogue(
    () => t.app,
    [
      bad(
        'a missing URL',
        'POST',
        onCollection(() => collection),
        {},
        WEBHOOK_MESSAGES.urlRequired,
      ),
      bad(
        'a blank URL',
        'POST',
        onCollection(() => collection),
        { url: '   ' },
        WEBHOOK_MESSAGES.urlRequired,
      ),
      bad(
        'a URL that is not one',
        'POST',
        onCollection(() => collection),
        { url: 'discord webhook' },
        WEBHOOK_MESSAGES.urlInvalid,
      ),
      bad(
        'a URL with a control character',
        'POST',
        onCollection(() => collection),
        { url: 'https://1.1.1.1/\u0000' },
        WEBHOOK_MESSAGES.urlInvalid,
      ),
      bad(
        'a relative URL',
        'POST',
        onCollection(() => collection),
        { url: '/api/hook' },
        WEBHOOK_MESSAGES.urlInvalid,
      ),
      bad(
        'an ftp URL',
        'POST',
        onCollection(() => collection),
        { url: 'ftp://1.1.1.1/hook' },
        WEBHOOK_MESSAGES.httpsOnly,
      ),
      bad(
        'a javascript: URL',
        'POST',
        onCollection(() => collection),
        { url: 'javascript:alert(1)' },
        WEBHOOK_MESSAGES.httpsOnly,
      ),
      bad(
        'a plain http URL',
        'POST',
        onCollection(() => collection),
        { url: 'http://1.1.1.1/hook' },
        WEBHOOK_MESSAGES.httpsOnly,
      ),
      bad(
        'a URL over the limit',
        'POST',
        onCollection(() => collection),
        { url: `https://1.1.1.1/${'x'.repeat(WEBHOOK_LIMITS.urlMax)}` },
        WEBHOOK_MESSAGES.urlTooLong,
      ),
      bad(
        'credentials in the URL',
        'POST',
        onCollection(() => collection),
        { url: 'https://me:pw@1.1.1.1/hook' },
        WEBHOOK_MESSAGES.credentialsInUrl,
      ),
      bad(
        'a loopback address',
        'POST',
        onCollection(() => collection),
        { url: 'https://127.0.0.1/hook' },
        WEBHOOK_MESSAGES.privateAddress,
      ),
      bad('localhost', 'POST', mine, { url: 'https://localhost:8443/hook' }, WEBHOOK_MESSAGES.privateAddress),
      bad(
        'a private address',
        'POST',
        onCollection(() => collection),
        { url: 'https://10.0.0.7/hook' },
        WEBHOOK_MESSAGES.privateAddress,
      ),
      bad(
        'a CGNAT address',
        'POST',
        onCollection(() => collection),
        { url: 'https://100.64.1.1/hook' },
        WEBHOOK_MESSAGES.privateAddress,
      ),
      bad(
        'the cloud metadata address',
        'POST',
        onCollection(() => collection),
        { url: 'https://169.254.169.254/latest/meta-data/' },
        WEBHOOK_MESSAGES.privateAddress,
      ),
      bad(
        'an IPv4-mapped loopback',
        'POST',
        onCollection(() => collection),
        { url: 'https://[::ffff:127.0.0.1]/hook' },
        WEBHOOK_MESSAGES.privateAddress,
      ),
      bad(
        'a decimal loopback',
        'POST',
        onCollection(() => collection),
        { url: 'https://2130706433/hook' },
        WEBHOOK_MESSAGES.privateAddress,
      ),
      bad(
        'the IPv6 metadata address',
        'POST',
        onCollection(() => collection),
        { url: 'https://[fd00:ec2::254]/' },
        WEBHOOK_MESSAGES.privateAddress,
      ),
      bad(
        'a host that does not exist',
        'POST',
        onCollection(() => collection),
        { url: 'https://paddock-test.invalid/hook' },
        WEBHOOK_MESSAGES.hostNotFound,
      ),
      bad(
        'a smuggled field',
        'POST',
        onCollection(() => collection),
        { url: 'https://1.1.1.1/x', ownerId: 1 },
      ),
      bad(
        'a URL that is a number',
        'POST',
        onCollection(() => collection),
        { url: 42 },
        WEBHOOK_MESSAGES.urlRequired,
      ),
      bad(
        `a webhook past ${WEBHOOK_LIMITS.perCollection} on a collection`,
        'POST',
        onCollection(() => fullCollection),
        { url: 'https://1.1.1.1/one-more' },
        WEBHOOK_MESSAGES.tooManyForCollection,
        409,
      ),
      bad(
        `a webhook past ${WEBHOOK_LIMITS.perCreator} of one's own`,
        'POST',
        mine,
        { url: 'https://1.1.1.1/one-more' },
        WEBHOOK_MESSAGES.tooManyForCreator,
        409,
      ),
      bad(
        "another member's public collection",
        'POST',
        onCollection(() => othersPublic),
        { url: 'https://1.1.1.1/x' },
        WEBHOOK_MESSAGES.onlyCollectionOwner,
        403,
      ),
      bad(
        "another member's private collection",
        'POST',
        onCollection(() => othersPrivate),
        { url: 'https://1.1.1.1/x' },
        COLLECTION_MESSAGES.notFound,
        404,
      ),
      bad(
        "another member's collection's list",
        'GET',
        onCollection(() => othersPrivate),
        undefined,
        COLLECTION_MESSAGES.notFound,
        404,
      ),
      bad(
        'a collection that does not exist',
        'POST',
        () => '/api/collections/999999/webhooks',
        { url: 'https://1.1.1.1/x' },
        COLLECTION_MESSAGES.notFound,
        404,
      ),
      bad(
        'a webhook id that is not a number',
        'PATCH',
        () => '/api/webhooks/abc',
        { enabled: true },
        MESSAGES.common.invalidId,
      ),
      bad(
        'a webhook that does not exist',
        'DELETE',
        () => '/api/webhooks/999999',
        undefined,
        WEBHOOK_MESSAGES.notFound,
        404,
      ),
      bad(
        'enabled as text',
        'PATCH',
        () => `/api/webhooks/${webhook}`,
        { enabled: 'yes' },
        WEBHOOK_MESSAGES.enabledInvalid,
      ),
      bad('a switch with a smuggled field', 'PATCH', () => `/api/webhooks/${webhook}`, {
        enabled: true,
        consecutiveFailures: 0,
      }),
      bad('an empty switch', 'PATCH', () => `/api/webhooks/${webhook}`, {}, WEBHOOK_MESSAGES.enabledInvalid),
    ],
  );
});

describe("webhooks: another member's webhook is not there", () => {
  runCatalogue(
    () => t.app,
    (['GET /deliveries', 'POST /test', 'PATCH ', 'DELETE '] as const).map((call) => {
      const [method, suffix] = call.split(' ') as [Method, string];
      return {
        name: `${call.trim()} of another member's webhook`,
        send: () =>
          t.app.inject({
            method,
            url: `/api/webhooks/${webhook}${suffix}`,
            headers: other.headers,
            ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
          }),
        status: 404,
        message: WEBHOOK_MESSAGES.notFound,
      };
    }),
  );
});
