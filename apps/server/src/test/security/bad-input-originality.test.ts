import { TEXTURE_MATCH_MESSAGES } from '@paddock/contract';
import { beforeAll, describe } from 'vitest';
import { createUser, type TestUser } from '../factories';
import { useTestApp } from '../test-app';
import { jsonCases, runCatalogue } from './security-world';

const t = useTestApp();
let member: TestUser;
const bad = jsonCases(
  () => t.app,
  () => member,
);
const matches = () => '/api/originality/matches';

beforeAll(async () => {
  member = await createUser(t.app);
});

/** [what it is, the body sent]: every one a 400 with the hash message, nothing looked up. */
const REFUSED_HASHES: [string, unknown][] = [
  ['a missing hash', {}],
  ['a hash of 15 digits', { textureHash: '0123456789abcde' }],
  ['a hash of 17 digits', { textureHash: '0123456789abcdef0' }],
  ['a hash that is not hex', { textureHash: '0123456789abcdeg' }],
  ['a hash that is a number', { textureHash: 1234567890123456 }],
  ['a hash smuggling SQL', { textureHash: "0' OR '1'='1'--x" }],
  ['a hash with a line break', { textureHash: '0123456789abcde\n' }],
];

/** [what it is, the liveryId sent] of a new version's lookup: every one a 400 with its message. */
const REFUSED_LIVERY_IDS: [string, unknown][] = [
  ['a livery id in a string', '12'],
  ['a livery id of zero', 0],
  ['a negative livery id', -4],
  ['a fractional livery id', 2.5],
  ['a livery id past 32 bits', 2 ** 31],
  ['a livery id as null', null],
];

describe('texture matches: bad input changes nothing', () => {
  runCatalogue(
    () => t.app,
    [
      ...REFUSED_HASHES.map(([name, body]) =>
        bad(`a texture lookup with ${name}`, 'POST', matches, body, TEXTURE_MATCH_MESSAGES.hashInvalid),
      ),
      bad('a texture lookup with an extra field', 'POST', matches, { textureHash: '0123456789abcdef', uploaderId: 1 }),
      bad('a texture lookup with no body', 'POST', matches, undefined),
      ...REFUSED_LIVERY_IDS.map(([name, liveryId]) =>
        bad(
          `a version's texture lookup with ${name}`,
          'POST',
          matches,
          { textureHash: '0123456789abcdef', liveryId },
          TEXTURE_MATCH_MESSAGES.liveryIdInvalid,
        ),
      ),
    ],
  );
});
