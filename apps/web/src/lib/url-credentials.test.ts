import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetUrlCredentials,
  hasCredentialParam,
  readUrlCredential,
  stripCredentialsFromAddressBar,
} from './url-credentials';

const visit = (url: string) => window.history.replaceState(null, '', url);
const addressBar = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  forgetUrlCredentials();
  visit('/');
});

describe('stripCredentialsFromAddressBar', () => {
  it('takes the reset token out of the address bar and keeps it in memory for its page only', () => {
    visit('/update-password?token=reset-secret-123');
    stripCredentialsFromAddressBar();
    expect(addressBar()).toBe('/update-password');
    expect(readUrlCredential('/update-password', 'token')).toBe('reset-secret-123');
    expect(readUrlCredential('/settings', 'token')).toBeNull();

    forgetUrlCredentials();
    expect(readUrlCredential('/update-password', 'token')).toBeNull();
  });

  it('keeps ordinary parameters and drops a fragment that carries a secret', () => {
    visit('/liveries?search=gulf&code=abc&sortBy=downloads#access_token=xyz');
    stripCredentialsFromAddressBar();
    expect(addressBar()).toBe('/liveries?search=gulf&sortBy=downloads');
    expect(readUrlCredential('/liveries', 'code')).toBe('abc');
  });

  it('leaves an address without credentials untouched', () => {
    visit('/login?confirmed=1&error=INVALID_TOKEN#top');
    stripCredentialsFromAddressBar();
    expect(addressBar()).toBe('/login?confirmed=1&error=INVALID_TOKEN#top');
  });

  it.each(['token', 'Token', 'access_token', 'id_token', 'resetToken', 'code', 'key', 'secret', 'otp', 'signature'])(
    'treats %s as a credential parameter',
    (name) => expect(hasCredentialParam(`?${name}=x`)).toBe(true),
  );

  it.each(['search', 'sortBy', 'carClassId', 'confirmed', 'error', 'emailChanged', 'redirect'])(
    'treats %s as an ordinary parameter',
    (name) => expect(hasCredentialParam(`?${name}=x`)).toBe(false),
  );
});
