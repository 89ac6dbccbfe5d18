import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

describe('bearer tokens', () => {
  it('a bare session token, as the database stores it, opens nothing; the signed one does', async () => {
    const member = await createUser(t.app);
    const bare = { authorization: `Bearer ${member.token}` };
    for (const url of ['/api/users/me', '/api/auth/get-session', '/api/liveries/my-liveries']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bare });
      // better-auth's own endpoint answers "no session" as null; ours refuse with 401.
      if (url.startsWith('/api/auth/')) expect(res.json()).toBeNull();
      else expect(res.statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: member.headers })).statusCode).toBe(200);
  });

  it('a token signed with another secret is refused', async () => {
    const member = await createUser(t.app);
    const forged = `${member.token}.${Buffer.alloc(32, 7).toString('base64')}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
