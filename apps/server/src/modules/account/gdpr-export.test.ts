import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { buildWorld, gdpr } from '../../test/gdpr-test-world';
import { useTestApp } from '../../test/test-app';
import { exportDisposition } from './account.routes';
import type { DataExport } from './export.service';

const t = useTestApp();

describe('POST /api/gdpr/export', () => {
  it('needs a signed-in member', async () => {
    expect((await gdpr(t.app, undefined, 'export')).statusCode).toBe(401);
  });

  it('answers a JSON attachment with everything about the member and nothing about others', async () => {
    const world = await buildWorld(t.app);
    const { member, other, fan } = world;
    const res = await gdpr(t.app, member, 'export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(String(res.headers['content-disposition'])).toMatch(
      new RegExp(`^attachment; filename="paddock-data-${member.username}-${today}\\.json"`),
    );

    const data = JSON.parse(res.body) as DataExport;
    expect(data.profile).toMatchObject({ id: member.id, username: member.username, email: member.email, role: 'user' });
    expect(data.consent.hasGivenGdprConsent).toBe(true);
    expect(Number.isNaN(Date.parse(String(data.consent.gdprConsentDate)))).toBe(false);

    expect(data.liveries.map((l) => l.title).sort()).toEqual(['Member One', 'Member Two']);
    const first = data.liveries.find((l) => l.title === 'Member One');
    expect(first).toMatchObject({ carClassName: 'Hypercar', carModelName: 'Porsche 963', favoriteCount: 2 });
    expect(first?.fileUrl).toMatch(/^http:\/\/localhost:3000\/media\/liveries\/.+\.zip\?download=/);
    expect(first?.screenshots[0]?.url).toMatch(/^http:\/\/localhost:3000\/media\/screenshots\/.+\.webp$/);
    expect(first?.regionConfigurations).toHaveLength(5);
    expect(first?.versions.map((v) => [v.number, v.changelog])).toEqual([
      [2, 'Member One, second version'],
      [1, null],
    ]);
    expect(first?.versions[1]?.fileUrl).toMatch(/^http:\/\/localhost:3000\/media\/liveries\/.+\.zip\?download=/);
    const fileRes = await t.app.inject({ method: 'GET', url: new URL(first?.fileUrl as string).pathname });
    expect(fileRes.statusCode).toBe(200);

    expect(data.favorites.map((f) => f.liveryId).sort()).toEqual([world.memberLiveries[0], world.otherLivery].sort());
    expect(data.downloads).toEqual([
      { liveryId: world.otherLivery, title: 'Other Livery', downloadedAt: expect.any(String) },
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({ liveryId: world.otherLivery, reason: 'BrokenFile', comment: 'Will not load' }),
    ]);
    expect(data.collections).toEqual([
      expect.objectContaining({
        name: 'Member Pack',
        visibility: 'private',
        isLeaguePack: true,
        entries: [
          expect.objectContaining({
            liveryId: world.otherLivery,
            liveryTitle: 'Other Livery',
            carNumber: '07',
            driverOrTeam: 'Member Racing',
          }),
          expect.objectContaining({ liveryId: world.memberLiveries[0], liveryTitle: 'Member One', carNumber: null }),
        ],
      }),
    ]);
    expect(res.body).not.toContain('Other Picks');
    expect(data.comments.map((c) => c.body)).toEqual(["Member's thread", 'Member lone comment', 'Member reply']);
    expect(data.comments[2]).toMatchObject({
      liveryId: world.otherLivery,
      liveryTitle: 'Other Livery',
      parentId: expect.any(Number),
    });
    expect(data.ratings).toEqual([
      { liveryId: world.otherLivery, liveryTitle: 'Other Livery', stars: 4, ratedAt: expect.any(String) },
    ]);
    expect(res.body).not.toContain('Fan reply');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ name: 'Member Realname', message: 'Hello admins' }),
    ]);

    expect(data.follows).toEqual({
      creators: [{ creatorId: other.id, followedAt: expect.any(String) }],
      liveries: [{ liveryId: world.otherLivery, title: 'Other Livery', followedAt: expect.any(String) }],
    });
    // The new version of the livery they follow, and `fan`'s reply to their thread (by id, without its words).
    expect(data.notifications).toHaveLength(2);
    expect(data.notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'livery-version', liveryId: world.otherLivery, refId: 2, readAt: null }),
        expect.objectContaining({ kind: 'reply', liveryId: world.otherLivery, actorId: fan.id, readAt: null }),
      ]),
    );
    expect(data.notificationSettings).toEqual({ dailyDigest: true, lastDigestAt: null });

    // Other members appear in none of it: not their names, addresses or reports.
    for (const stranger of [other, fan]) {
      expect(res.body).not.toContain(stranger.email);
      expect(res.body).not.toContain(stranger.username);
    }
    expect(res.body).not.toContain('StolenContent');
  });

  it('exports only the caller, whatever their role', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const member = await createUser(t.app);
    const res = await gdpr(t.app, admin, 'export', { userId: member.id });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).profile.id).toBe(admin.id);
    expect(res.body).not.toContain(member.email);
  });

  it('keeps the file name ASCII and gives the exact one in filename*', () => {
    const at = new Date('2026-03-04T10:00:00Z');
    expect(exportDisposition('Renée "x"', at)).toBe(
      `attachment; filename="paddock-data-Ren_e_x_-2026-03-04.json"; filename*=UTF-8''paddock-data-Ren%C3%A9e%20%22x%22-2026-03-04.json`,
    );
  });
});
