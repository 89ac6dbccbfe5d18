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

/** Addresses refused when a webhook is added to a collection: [what it is, the URL sent, the message]. */
const REFUSED_URLS: [string, unknown, string][] = [
  ['a missing URL', undefined, WEBHOOK_MESSAGES.urlRequired],
  ['a blank URL', '   ', WEBHOOK_MESSAGES.urlRequired],
  ['a URL that is a number', 42, WEBHOOK_MESSAGES.urlRequired],
  ['a URL that is not one', 'discord webhook', WEBHOOK_MESSAGES.urlInvalid],
  ['a URL with a control character', 'https://1.1.1.1/\u0000', WEBHOOK_MESSAGES.urlInvalid],
  ['a relative URL', '/api/hook', WEBHOOK_MESSAGES.urlInvalid],
  ['an ftp URL', 'ftp://1.1.1.1/hook', WEBHOOK_MESSAGES.httpsOnly],
  ['a javascript: URL', 'javascript:alert(1)', WEBHOOK_MESSAGES.httpsOnly],
  ['a plain http URL', 'http://1.1.1.1/hook', WEBHOOK_MESSAGES.httpsOnly],
  ['a URL over the limit', `https://1.1.1.1/${'x'.repeat(WEBHOOK_LIMITS.urlMax)}`, WEBHOOK_MESSAGES.urlTooLong],
  ['credentials in the URL', 'https://me:pw@1.1.1.1/hook', WEBHOOK_MESSAGES.credentialsInUrl],
  ['a loopback address', 'https://127.0.0.1/hook', WEBHOOK_MESSAGES.privateAddress],
  ['localhost', 'https://localhost:8443/hook', WEBHOOK_MESSAGES.privateAddress],
  ['a private address', 'https://10.0.0.7/hook', WEBHOOK_MESSAGES.privateAddress],
  ['a CGNAT address', 'https://100.64.1.1/hook', WEBHOOK_MESSAGES.privateAddress],
  ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/', WEBHOOK_MESSAGES.privateAddress],
  ['an IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.privateAddress],
  ['a decimal loopback', 'https://2130706433/hook', WEBHOOK_MESSAGES.privateAddress],
  ['the IPv6 metadata address', 'https://[fd00:ec2::254]/', WEBHOOK_MESSAGES.privateAddress],
  ['a host that does not exist', 'https://paddock-test.invalid/hook', WEBHOOK_MESSAGES.hostNotFound],
];
const ANY_URL = { url: 'https://1.1.1.1/x' };
const webhookUrl = () => `/api/webhooks/${webhook}`;

describe('webhooks: bad input changes nothing', () => {
  runCatalogue(
    () => t.app,
    [
      ...REFUSED_URLS.map(([name, url, message]) =>
        bad(
          name,
          'POST',
          onCollection(() => collection),
          url === undefined ? {} : { url },
          message,
        ),
      ),
      bad(
        'a private address of ones own',
        'POST',
        mine,
        { url: 'https://192.168.1.20/hook' },
        WEBHOOK_MESSAGES.privateAddress,
      ),
      bad(
        'a smuggled field',
        'POST',
        onCollection(() => collection),
        { ...ANY_URL, ownerId: 1 },
      ),
      bad(
        'a sixth webhook on a collection',
        'POST',
        onCollection(() => fullCollection),
        ANY_URL,
        WEBHOOK_MESSAGES.tooManyForCollection,
        409,
      ),
      bad('a sixth webhook of ones own', 'POST', mine, ANY_URL, WEBHOOK_MESSAGES.tooManyForCreator, 409),
      bad(
        "another member's public collection",
        'POST',
        onCollection(() => othersPublic),
        ANY_URL,
        WEBHOOK_MESSAGES.onlyCollectionOwner,
        403,
      ),
      bad(
        "another member's private collection",
        'POST',
        onCollection(() => othersPrivate),
        ANY_URL,
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
        ANY_URL,
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
      bad('enabled as text', 'PATCH', webhookUrl, { enabled: 'yes' }, WEBHOOK_MESSAGES.enabledInvalid),
      bad('a switch with a smuggled field', 'PATCH', webhookUrl, { enabled: true, consecutiveFailures: 0 }),
      bad('an empty switch', 'PATCH', webhookUrl, {}, WEBHOOK_MESSAGES.enabledInvalid),
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
