import { COOKIE_CONSENT_KEY } from '@paddock/contract';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { revokeConsent, storeConsent } from '@/lib/cookie-consent';
import { renderWithRouter } from '@/test/render';
import { AnalyticsTracker } from './analytics-tracker';

const tagScripts = () => document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]');
/** The calls pushed to the tag's queue, as plain arrays. */
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const pageViews = () => calls().filter(([command, name]) => command === 'event' && name === 'page_view');
const consentUpdates = () => calls().filter(([command, kind]) => command === 'consent' && kind === 'update');

function configureAnalyticsId(id: string) {
  const meta = document.createElement('meta');
  meta.name = 'paddock-analytics-id';
  meta.content = id;
  document.head.append(meta);
}

afterEach(() => {
  for (const node of document.head.querySelectorAll('meta[name="paddock-analytics-id"], script')) node.remove();
  delete window.dataLayer;
  delete window.gtag;
});

describe('AnalyticsTracker', () => {
  it('loads nothing and sends nothing when no analytics id is configured, even with consent', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderWithRouter(<AnalyticsTracker />);
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it.each([
    ['no consent stored', null],
    ['consent declined', 'false'],
    ['a value other than "true"', 'yes'],
  ])('loads no script and sends no page view with %s', (_, stored) => {
    configureAnalyticsId('G-TEST123');
    if (stored !== null) window.localStorage.setItem(COOKIE_CONSENT_KEY, stored);
    const { router } = renderWithRouter(<AnalyticsTracker />, '/faq');
    act(() => void router.navigate('/contact'));
    expect(tagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('starts when the visitor accepts, then sends one page view per navigation', async () => {
    configureAnalyticsId('G-TEST123');
    const { router } = renderWithRouter(<AnalyticsTracker />, '/faq');
    expect(tagScripts()).toHaveLength(0);

    act(() => storeConsent(true));

    const [script] = tagScripts();
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(script?.async).toBe(true);
    expect(calls()).toContainEqual([
      'config',
      'G-TEST123',
      { send_page_view: false, page_location: 'http://localhost:3000/faq' },
    ]);
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]?.[2]).toMatchObject({ send_to: 'G-TEST123', page_path: '/faq' });

    await act(() => router.navigate('/contact?from=faq'));
    await act(() => router.navigate('/privacy-policy'));
    expect(pageViews().map((call) => (call[2] as { page_path: string }).page_path)).toEqual([
      '/faq',
      '/contact?from=faq',
      '/privacy-policy',
    ]);
    expect(tagScripts()).toHaveLength(1);
  });

  it('tracks from the first page when consent was given on an earlier visit, once even in StrictMode', () => {
    configureAnalyticsId('G-TEST123');
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderWithRouter(
      <StrictMode>
        <AnalyticsTracker />
      </StrictMode>,
      '/liveries',
    );
    expect(tagScripts()).toHaveLength(1);
    expect(pageViews()).toHaveLength(1);
  });

  it('stops sending page views when consent is withdrawn', async () => {
    configureAnalyticsId('G-TEST123');
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    const { router } = renderWithRouter(<AnalyticsTracker />, '/');
    expect(pageViews()).toHaveLength(1);

    act(() => revokeConsent());
    await act(() => router.navigate('/faq'));

    expect(pageViews()).toHaveLength(1);
    expect(consentUpdates()).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });
});

describe('AnalyticsTracker and secrets in links', () => {
  /** Everything handed to the tag, as text: the token and the query must appear nowhere in it. */
  const sentToTag = () => JSON.stringify(calls());

  it.each([
    ['the reset link', '/update-password?token=reset-secret-123', '/update-password'],
    ['a refused reset link', '/update-password?error=INVALID_TOKEN', '/update-password'],
    ['the sign-up confirmation landing', '/login?confirmed=1&error=TOKEN_EXPIRED', '/login'],
    ['the e-mail change landing', '/settings?emailChanged=1', '/settings'],
    ['the digest unsubscribe link', '/unsubscribe?token=7.secret-hmac', '/unsubscribe'],
    ['an unsubscribe landing with any query', '/unsubscribe?from=digest', '/unsubscribe'],
    ['any page with a token parameter', '/liveries?search=gulf&token=reset-secret-123', '/liveries'],
    ['any page with a code parameter', '/faq?code=reset-secret-123', '/faq'],
    ['a fragment', '/faq#access_token=reset-secret-123', '/faq'],
  ])('sends only the path for %s', (_, url, path) => {
    configureAnalyticsId('G-TEST123');
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderWithRouter(<AnalyticsTracker />, url);

    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]?.[2]).toMatchObject({ page_path: path, page_location: `${window.location.origin}${path}` });
    expect(sentToTag()).not.toContain('reset-secret-123');
    expect(sentToTag()).not.toMatch(/\?|#|confirmed|emailChanged|INVALID_TOKEN|TOKEN_EXPIRED/);
  });

  it('keeps an ordinary query, which says what visitors look for', () => {
    configureAnalyticsId('G-TEST123');
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderWithRouter(<AnalyticsTracker />, '/liveries?search=gulf');
    expect(pageViews()[0]?.[2]).toMatchObject({ page_path: '/liveries?search=gulf' });
  });

  it('sets the sanitised address for the events the tag collects by itself', () => {
    configureAnalyticsId('G-TEST123');
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderWithRouter(<AnalyticsTracker />, '/update-password?token=reset-secret-123');
    expect(calls()).toContainEqual([
      'set',
      { page_location: `${window.location.origin}/update-password`, page_path: '/update-password' },
    ]);
  });
});
