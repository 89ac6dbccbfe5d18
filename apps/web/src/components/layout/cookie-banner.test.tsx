import { COOKIE_CONSENT_EVENT, COOKIE_CONSENT_KEY } from '@paddock/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readConsent, revokeConsent } from '@/lib/cookie-consent';
import { renderWithRouter } from '@/test/render';
import { CookieBanner } from './cookie-banner';

const banner = () => screen.queryByRole('region', { name: 'Cookies on Paddock' });

describe('CookieBanner', () => {
  it('is shown when no consent is stored, with a link to the privacy policy', () => {
    renderWithRouter(<CookieBanner />);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('accepting stores "true", broadcasts the consent event and hides', async () => {
    const listener = vi.fn();
    window.addEventListener(COOKIE_CONSENT_EVENT, listener);
    renderWithRouter(<CookieBanner />);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({ consent: true });
    expect(banner()).not.toBeInTheDocument();
    window.removeEventListener(COOKIE_CONSENT_EVENT, listener);
  });

  it('declining stores "false" and hides', async () => {
    const listener = vi.fn();
    window.addEventListener(COOKIE_CONSENT_EVENT, listener);
    renderWithRouter(<CookieBanner />);

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));

    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false');
    expect((listener.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({ consent: false });
    expect(banner()).not.toBeInTheDocument();
    window.removeEventListener(COOKIE_CONSENT_EVENT, listener);
  });

  it.each(['true', 'false'])('stays hidden when "%s" is already stored', (value) => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
    renderWithRouter(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('comes back when consent is revoked', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    renderWithRouter(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();

    act(() => revokeConsent());

    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(readConsent()).toBeNull();
    expect(banner()).toBeInTheDocument();
  });
});
