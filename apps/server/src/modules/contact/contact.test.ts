import { readdir, readFile } from 'node:fs/promises';
import { CONTACT_MESSAGES, LIMITS } from '@paddock/contract';
import { describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { CONTACT_RATE_LIMIT } from './contact.routes';

const t = useTestApp();
const json = (res: { body: string }) => JSON.parse(res.body);

const valid = {
  name: '  Ayrton Racer  ',
  email: 'ayrton@example.com',
  subject: 'technical',
  message: '  The livery zip will not unpack.\n\nIt says the archive is damaged.  ',
  includeUserInfo: false,
};

// Each test speaks from its own address, so the per-client limit of one never trips another.
let clients = 0;
const newClient = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;

function send(body: unknown, { user, ip = newClient() }: { user?: TestUser; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: user?.headers ?? {},
    remoteAddress: ip,
    payload: body as Record<string, unknown>,
  });
}

function storedMessage(id: number) {
  return t.app.deps.db.kysely.selectFrom('contact_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The outbox .eml files about one message, quoted-printable decoded so their text can be searched. */
async function mailsAbout(id: number): Promise<string[]> {
  const dir = t.config.mail.outboxDir;
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((f) => readFile(`${dir}/${f}`, 'utf8')));
  return mails
    .map((m) =>
      m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    )
    .filter((m) => m.includes(`message #${id} `));
}

describe('POST /api/contact', () => {
  it('stores the trimmed message and e-mails every active administrator', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const bannedAdmin = await createUser(t.app, { role: 'admin', banned: true });
    const moderator = await createUser(t.app, { role: 'moderator' });

    const res = await send(valid);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json(res);
    expect(id).toEqual(expect.any(Number));

    const row = await storedMessage(id);
    expect(row).toMatchObject({
      name: 'Ayrton Racer',
      email: 'ayrton@example.com',
      subject: 'technical',
      message: 'The livery zip will not unpack.\n\nIt says the archive is damaged.',
      user_id: null,
      status: 'new',
    });
    expect(Boolean(row.include_user_info)).toBe(false);

    // The bootstrap administrator and the one made here; not the banned admin nor the moderator.
    await vi.waitFor(async () => expect(await mailsAbout(id)).toHaveLength(2), { timeout: 5000 });
    const mails = await mailsAbout(id);
    const recipients = mails.map((m) => /^To: (.+)$/m.exec(m)?.[1]?.trim()).sort();
    expect(recipients).toEqual(['admin@paddock.test', admin.email].sort());
    expect(recipients).not.toContain(bannedAdmin.email);
    expect(recipients).not.toContain(moderator.email);
    const mail = mails[0] ?? '';
    expect(mail).toContain('Technical support');
    expect(mail).toContain('ayrton@example.com');
    expect(mail).toContain('The livery zip will not unpack.');
    expect(mail).toContain('The sender did not attach a Paddock account.');
  });

  it('attaches the account only when a signed-in sender asks for it', async () => {
    const member = await createUser(t.app);

    const withInfo = json(await send({ ...valid, includeUserInfo: true }, { user: member }));
    const row = await storedMessage(withInfo.id);
    expect(row.user_id).toBe(member.id);
    expect(Boolean(row.include_user_info)).toBe(true);
    await vi.waitFor(async () => expect(await mailsAbout(withInfo.id)).not.toHaveLength(0), { timeout: 5000 });
    const [mail] = await mailsAbout(withInfo.id);
    expect(mail).toContain(`${member.username} (user ID ${member.id}, account e-mail ${member.email})`);

    const withoutInfo = json(await send({ ...valid, includeUserInfo: false }, { user: member }));
    expect((await storedMessage(withoutInfo.id)).user_id).toBeNull();

    const omitted = json(await send({ ...valid, includeUserInfo: undefined }, { user: member }));
    expect((await storedMessage(omitted.id)).user_id).toBeNull();

    // Anonymous visitors have no account to attach, whatever they send.
    const anonymous = json(await send({ ...valid, includeUserInfo: true }));
    const anonymousRow = await storedMessage(anonymous.id);
    expect(anonymousRow.user_id).toBeNull();
    expect(Boolean(anonymousRow.include_user_info)).toBe(false);
  });

  it('refuses banned members', async () => {
    const banned = await createUser(t.app, { banned: true });
    const res = await send(valid, { user: banned });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', CONTACT_MESSAGES.required],
    ['a missing e-mail', { email: undefined }, 'email', CONTACT_MESSAGES.required],
    ['a blank message', { message: ' \n\t ' }, 'message', CONTACT_MESSAGES.required],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', CONTACT_MESSAGES.emailInvalid],
    ['an unknown subject', { subject: 'spam' }, 'subject', CONTACT_MESSAGES.subjectInvalid],
    ['a long name', { name: 'n'.repeat(101) }, 'name', CONTACT_MESSAGES.nameTooLong],
    ['a name with control characters', { name: 'Ayrton\u0007' }, 'name', CONTACT_MESSAGES.nameInvalid],
    [
      'a long message',
      { message: 'm'.repeat(LIMITS.contactMessageMax + 1) },
      'message',
      CONTACT_MESSAGES.messageTooLong,
    ],
    ['a non-boolean includeUserInfo', { includeUserInfo: 'yes' }, 'includeUserInfo', undefined],
  ])('rejects %s with a 400 naming the field', async (_, change, path, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    if (message) expect(body.message).toBe(message);
  });

  it('rejects fields it does not know, and accepts a message of exactly the maximum length', async () => {
    expect((await send({ ...valid, userId: 1 })).statusCode).toBe(400);
    const longest = await send({ ...valid, message: 'm'.repeat(LIMITS.contactMessageMax) });
    expect(longest.statusCode).toBe(201);
  });

  it(`limits each client to ${CONTACT_RATE_LIMIT.max} messages in ten minutes`, async () => {
    const ip = newClient();
    // Rejected forms store nothing and send nothing, so they do not use up the allowance.
    expect((await send({ ...valid, name: '' }, { ip })).statusCode).toBe(400);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await send(valid, { ip })).statusCode).toBe(201);
    }
    const before = await t.app.deps.db.kysely
      .selectFrom('contact_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();

    const limited = await send(valid, { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(limited)).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: CONTACT_MESSAGES.rateLimited(10),
    });
    const after = await t.app.deps.db.kysely
      .selectFrom('contact_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    // Another client is not affected, and other routes are not limited.
    expect((await send(valid)).statusCode).toBe(201);
    const other = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    expect(other.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('keeps the message and answers 201 when the e-mail cannot be sent, logging the failure', async () => {
    const send$ = vi.spyOn(t.app.deps.mailer, 'send').mockRejectedValue(new Error('SMTP is down'));
    const logged = vi.spyOn(t.app.deps.log, 'error');

    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const { id } = json(res);
    expect((await storedMessage(id)).message).toBe(valid.message.trim());
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ contactMessageId: id }),
        'contact message stored, but the e-mail to an administrator failed',
      ),
    );
    expect(send$).toHaveBeenCalled();
  });
});
