import { describe, expect, it } from 'vitest';
import { liveryOf, postComment } from '../../test/comment-factory';
import { digestDepsOf, turnOnDigest } from '../../test/digest-deps';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { outboxInbox } from '../../test/test-inbox';
import { sendDailyDigests } from './digest';
import { drainNotificationEvents } from './notification-drain';

const t = useTestApp();
const inbox = outboxInbox(() => t.app);

describe('daily digest quoting a comment with links', () => {
  it('defangs every address the commenter wrote, in the text and the HTML part', async () => {
    const [uploader, commenter] = [await createUser(t.app), await createUser(t.app)];
    await turnOnDigest(t.app, uploader);
    const liveryId = await liveryOf(t.app, uploader, 'Linked');
    const body = 'Sign in at [paddock.gg](https://paddock.example.com/login) or www.evil.test, 10.0.0.1';
    expect((await postComment(t.app, commenter, liveryId, { body })).statusCode).toBe(201);
    await drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
    expect(await sendDailyDigests(digestDepsOf(t.app))).toBe(1);

    const [mail] = await inbox.to(uploader.email);
    for (const part of [mail?.text ?? '', mail?.html ?? '']) {
      expect(part).toContain('hxxps://paddock[.]example[.]com/login');
      expect(part).toContain('www[.]evil[.]test');
      expect(part).toContain('10[.]0[.]0[.]1');
      for (const live of ['https://paddock.example', 'paddock.gg', 'www.evil.test', '10.0.0.1'])
        expect(part).not.toContain(live);
    }
    // Paddock's own links stay whole.
    expect(mail?.text).toContain(`${t.app.deps.config.publicUrl}/notifications`);
  });
});
