// @vitest-environment node
import type { CurrentUser } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { liveryDetail, screenshot } from '@/test/factories';
import { renderLiveryFirstView } from './render-livery-first-view';

// The server runs this (apps/server/src/plugins/page-first-view.ts), where there is no window.
describe("the livery page's server-rendered first view", () => {
  it('draws the page a signed-out visitor first sees, first screenshot included', () => {
    const livery = liveryDetail({
      id: 7,
      title: 'Gulf Heritage 963',
      screenshots: [1, 2].map((id) => screenshot({ id })),
    });
    const html = renderLiveryFirstView(livery);
    expect(html).toMatch(/^(<link [^>]*>)*<main id="main-content"/);
    expect(html).toContain('>Gulf Heritage 963</h1>');
    expect(html).toMatch(/<img src="\/media\/s\/1\.webp"[^>]*alt="Gulf Heritage 963, screenshot 1"/);
    expect(html).toContain('aria-label="Livery information"');
    // Signed out: a way to sign in to follow, never a member's controls.
    expect(html).toContain('Log in to follow');
    expect(html).not.toContain('Delete');
  });

  it("draws a member's own controls for the member it is for", () => {
    const lena: CurrentUser = { id: 3, username: 'lena', email: 'lena@example.com', role: 'user' };
    const livery = liveryDetail({ id: 7, uploader: { id: lena.id, username: lena.username } });
    const html = renderLiveryFirstView(livery, lena);
    expect(html).toContain('Delete Livery');
    expect(html).not.toContain('Log in to follow');
    // Their follow state as the page carried it: the button and the count as the app draws them.
    const marcos = liveryDetail({ id: 8, uploader: { id: 4, username: 'marco' } });
    const following = renderLiveryFirstView(marcos, lena, { following: true, followerCount: 12 });
    expect(following).toMatch(/aria-pressed="true"[^>]*>Following<\/button>/);
    expect(following).toContain('12 followers');
    // Another member, or nobody: never the uploader's controls.
    expect(renderLiveryFirstView(livery, { ...lena, id: 4, username: 'marco' })).not.toContain('Delete Livery');
    expect(renderLiveryFirstView(livery, null)).not.toContain('Delete Livery');
  });

  it("escapes whatever a livery's title and description hold", () => {
    const html = renderLiveryFirstView(
      liveryDetail({ title: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)>' }),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
