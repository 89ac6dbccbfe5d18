import { CREDIT_MESSAGES, CREDIT_PARTS } from '@paddock/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, insertLiveryRow, type TestUser } from '../../../test/factories';
import { postUpload, postVersion, uploadLivery } from '../../../test/livery-factory';
import { LIVERY_EDIT_BODY } from '../../../test/security/authorization-endpoints';
import { useTestApp } from '../../../test/test-app';

// Issue 36 §4 on a fresh database (SQLite and PostgreSQL): credit on upload and edit, its refusals,
// the livery page's fields and the list of liveries based on one.
const t = useTestApp({ UPLOADS_PER_HOUR: '1000' });
const json = (res: { body: string }) => JSON.parse(res.body);
let painter: TestUser;
let copier: TestUser;

const detail = async (id: number) => json(await t.app.inject({ method: 'GET', url: `/api/liveries/${id}` }));
const derivatives = (id: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/liveries/${id}/derivatives${query}` });
const edit = (user: TestUser, id: number, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/liveries/${id}`,
    headers: user.headers,
    payload: { ...LIVERY_EDIT_BODY, ...body },
  });
const liveryCount = async () =>
  Number(
    (await t.app.deps.db.kysely.selectFrom('livery').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
  );

beforeAll(async () => {
  painter = await createUser(t.app, { username: 'painter' });
  copier = await createUser(t.app, { username: 'copier' });
});

describe('credit on upload', () => {
  it('names a Paddock original: the page reads "based on" it, the original counts and lists it', async () => {
    const original = await uploadLivery(t.app, painter, { fields: { Title: 'Gulf Original' } });
    expect(await detail(original.id)).toMatchObject({ basedOn: null, allowDerivatives: true, derivativeCount: 0 });

    const copy = await uploadLivery(t.app, copier, {
      fields: {
        Title: 'Gulf Remix',
        [CREDIT_PARTS.basedOnLiveryId]: String(original.id),
        [CREDIT_PARTS.basedOnNote]: '  Painter said yes on Discord.  ',
        [CREDIT_PARTS.allowDerivatives]: 'false',
      },
    });
    expect(await detail(copy.id)).toMatchObject({
      basedOn: {
        livery: { id: original.id, title: 'Gulf Original', authorId: painter.id, authorName: 'painter' },
        name: 'Gulf Original',
        url: null,
        note: 'Painter said yes on Discord.',
      },
      allowDerivatives: false,
      derivativeCount: 0,
    });
    expect((await detail(original.id)).derivativeCount).toBe(1);
    const list = await derivatives(original.id);
    expect(list.statusCode, list.body).toBe(200);
    expect(json(list)).toMatchObject({ totalCount: 1, totalPages: 1, items: [{ id: copy.id, title: 'Gulf Remix' }] });
  });

  it('names an outside work by its name and link', async () => {
    const res = await uploadLivery(t.app, copier, {
      fields: {
        [CREDIT_PARTS.basedOnName]: ' 1970 Gulf 917K ',
        [CREDIT_PARTS.basedOnUrl]: 'https://example.com/gulf-917',
        [CREDIT_PARTS.basedOnLiveryId]: '',
      },
    });
    expect((await detail(res.id)).basedOn).toEqual({
      livery: null,
      name: '1970 Gulf 917K',
      url: 'https://example.com/gulf-917',
      note: null,
    });
  });

  it('refuses an original whose author forbids derivatives, naming it, and stores nothing', async () => {
    const closed = await uploadLivery(t.app, painter, {
      fields: { Title: 'Closed Livery', [CREDIT_PARTS.allowDerivatives]: 'false' },
    });
    const before = await liveryCount();
    const res = await postUpload(t.app, copier, { fields: { [CREDIT_PARTS.basedOnLiveryId]: String(closed.id) } });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).message).toBe(CREDIT_MESSAGES.noDerivatives('Closed Livery'));
    expect(json(res).message).toBe('The author of "Closed Livery" does not allow liveries based on it.');
    expect(await liveryCount()).toBe(before);
    // Its author may still build on their own work.
    const own = await uploadLivery(t.app, painter, { fields: { [CREDIT_PARTS.basedOnLiveryId]: String(closed.id) } });
    expect((await detail(own.id)).basedOn.livery.id).toBe(closed.id);
  });
});

describe('credit on edit', () => {
  it('sets, keeps, changes and clears the credit, and flips the switch', async () => {
    const original = await uploadLivery(t.app, painter, { fields: { Title: 'Edit Original' } });
    const mine = await uploadLivery(t.app, copier, { fields: { Title: 'Edit Mine' } });

    const set = await edit(copier, mine.id, { basedOnLiveryId: original.id, basedOnNote: 'Permission by e-mail.' });
    expect(set.statusCode, set.body).toBe(200);
    expect(json(set).basedOn).toMatchObject({ livery: { id: original.id }, note: 'Permission by e-mail.' });

    // A body without the credit fields keeps them, and the switch.
    const kept = await edit(copier, mine.id, { title: 'Edit Mine 2' });
    expect(json(kept)).toMatchObject({ title: 'Edit Mine 2', basedOn: { livery: { id: original.id } } });

    // The original's author closes it: the edit that already names it still saves.
    expect((await edit(painter, original.id, { title: 'Edit Original', allowDerivatives: false })).statusCode).toBe(
      200,
    );
    expect((await detail(original.id)).allowDerivatives).toBe(false);
    const still = await edit(copier, mine.id, { title: 'Edit Mine 3', basedOnLiveryId: original.id });
    expect(still.statusCode, still.body).toBe(200);

    const outside = await edit(copier, mine.id, { basedOnName: 'Sketch', basedOnUrl: 'http://example.org/s' });
    expect(json(outside).basedOn).toEqual({ livery: null, name: 'Sketch', url: 'http://example.org/s', note: null });
    expect((await detail(original.id)).derivativeCount).toBe(0);

    // Now it no longer names it, naming it again is refused like any new credit.
    const again = await edit(copier, mine.id, { basedOnLiveryId: original.id });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(CREDIT_MESSAGES.noDerivatives('Edit Original'));

    const cleared = await edit(copier, mine.id, { basedOnLiveryId: null, basedOnName: null, basedOnUrl: null });
    expect(json(cleared)).toMatchObject({ basedOn: null, allowDerivatives: true });
  });

  it('refuses the livery itself as its original', async () => {
    const mine = await uploadLivery(t.app, copier);
    const res = await edit(copier, mine.id, { basedOnLiveryId: mine.id });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(CREDIT_MESSAGES.notItself);
  });
});

describe('credit on a new version (declared from the copy warning)', () => {
  const versionRows = async (liveryId: number) =>
    (await t.app.deps.db.kysely.selectFrom('livery_version').select('id').where('livery_id', '=', liveryId).execute())
      .length;
  const publish = (user: TestUser, liveryId: number, fields: Record<string, string>) =>
    postVersion(t.app, user, liveryId, { fields });

  it('replaces the livery’s credit with the original and its note, and keeps it when a version says nothing', async () => {
    const original = await uploadLivery(t.app, painter, { fields: { Title: 'Version Original' } });
    const mine = await uploadLivery(t.app, copier, { fields: { Title: 'Version Mine' } });
    const declared = await publish(copier, mine.id, {
      [CREDIT_PARTS.basedOnLiveryId]: String(original.id),
      [CREDIT_PARTS.basedOnNote]: 'Painter sent me the files.',
    });
    expect(declared.statusCode, declared.body).toBe(201);
    expect(await versionRows(mine.id)).toBe(2);
    expect(await detail(mine.id)).toMatchObject({
      basedOn: { livery: { id: original.id, title: 'Version Original' }, note: 'Painter sent me the files.' },
    });
    expect((await publish(copier, mine.id, {})).statusCode).toBe(201);
    expect((await detail(mine.id)).basedOn.livery.id).toBe(original.id);
    expect((await detail(original.id)).derivativeCount).toBe(1);
  });

  it('refuses what an edit refuses, and a credit a version cannot set, publishing nothing', async () => {
    const closed = await uploadLivery(t.app, painter, {
      fields: { Title: 'Closed Version Original', [CREDIT_PARTS.allowDerivatives]: 'false' },
    });
    const mine = await uploadLivery(t.app, copier);
    const refusals: [Record<string, string>, string][] = [
      [{ [CREDIT_PARTS.basedOnLiveryId]: String(closed.id) }, CREDIT_MESSAGES.noDerivatives('Closed Version Original')],
      [{ [CREDIT_PARTS.basedOnLiveryId]: String(mine.id) }, CREDIT_MESSAGES.notItself],
      [{ [CREDIT_PARTS.basedOnLiveryId]: '2147480000' }, CREDIT_MESSAGES.originalNotFound],
      [{ [CREDIT_PARTS.basedOnNote]: 'Yes.' }, CREDIT_MESSAGES.noteWithoutSource],
      [{ [CREDIT_PARTS.basedOnLiveryId]: 'abc' }, CREDIT_MESSAGES.liveryIdInvalid],
      [{ [CREDIT_PARTS.basedOnName]: 'Sketch' }, 'Unknown field "basedOnName".'],
      [{ [CREDIT_PARTS.allowDerivatives]: 'false' }, 'Unknown field "allowDerivatives".'],
    ];
    for (const [fields, message] of refusals) {
      const res = await publish(copier, mine.id, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(json(res).message).toContain(message);
    }
    expect(await versionRows(mine.id)).toBe(1);
    expect((await detail(mine.id)).basedOn).toBeNull();
  });
});

describe('when the original goes, and the derivatives list', () => {
  it('keeps the credit by the name it had, without a link', async () => {
    const original = await uploadLivery(t.app, painter, { fields: { Title: 'Soon Gone' } });
    const copy = await uploadLivery(t.app, copier, { fields: { [CREDIT_PARTS.basedOnLiveryId]: String(original.id) } });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/liveries/${original.id}`,
      headers: painter.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await detail(copy.id)).basedOn).toEqual({ livery: null, name: 'Soon Gone', url: null, note: null });
    expect((await derivatives(original.id)).statusCode).toBe(404);
  });

  it('pages the liveries based on one, newest first', async () => {
    const model = await t.app.deps.db.kysely.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
    const row = (title: string) => insertLiveryRow(t.app, { uploaderId: copier.id, carModelId: model.id, title });
    const original = await row('Paged Original');
    const first = await row('First Copy');
    const second = await row('Second Copy');
    await t.app.deps.db.kysely
      .updateTable('livery')
      .set({ based_on_livery_id: original, based_on_name: 'Paged Original' })
      .where('id', 'in', [first, second])
      .execute();
    const page = json(await derivatives(original, '?pageSize=1&pageNumber=2'));
    expect(page).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(page.items.map((i: { id: number }) => i.id)).toEqual([first]);
    expect(json(await derivatives(original, '?pageSize=0')).message).toBe('pageSize must be 1 or more.');
    expect((await derivatives(2_000_000)).statusCode).toBe(404);
  });
});
