import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectAfterLogin, sanitizeRedirect } from './safe-redirect';

describe('sanitizeRedirect', () => {
  it.each([
    '/',
    '/liveries',
    '/settings',
    '/liveries?search=gulf%20963&page=2',
    '/livery/7/gulf-963#screenshots',
    '/livery/7/ac%2Fdc',
    '/liveries?search=100%25',
    '/liveries?search=a:b',
    '/users/3/liveries',
  ])('keeps the same-site path %s', (path) => {
    expect(sanitizeRedirect(path)).toBe(path);
  });

  it.each([
    // Not a string, or nothing to go to.
    null,
    undefined,
    '',
    42,
    ['/settings'],
    // Protocol-relative and backslash forms that browsers read as another host.
    '//evil.com',
    '///evil.com',
    '//evil.com/settings',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/settings\\..\\',
    // Percent-encoded variants, in both cases and double-encoded.
    '/%2F%2Fevil.com',
    '/%2f%2fevil.com',
    '/%2F/evil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/%255Cevil.com',
    // Absolute URLs and schemes.
    'https://evil.com',
    'https:evil.com',
    'http:/evil.com',
    'HTTPS://evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Whitespace and control characters browsers strip out of URLs.
    ' /settings',
    '/settings ',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '/%0A/evil.com',
    '/%00',
    // Relative paths and bare hosts.
    'evil.com',
    'settings',
    './settings',
    '../settings',
    '?redirect=//evil.com',
    '#/settings',
    // Absurdly long.
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });
});

describe('redirectAfterLogin', () => {
  it('goes to the sanitised path, else Home', () => {
    expect(redirectAfterLogin('/settings')).toBe('/settings');
    expect(redirectAfterLogin('/liveries?search=gulf')).toBe('/liveries?search=gulf');
    expect(redirectAfterLogin(null)).toBe('/');
    expect(redirectAfterLogin('//evil.com')).toBe('/');
    expect(redirectAfterLogin('https://evil.com')).toBe('/');
  });

  it('never sends a member back to the login or register page', () => {
    expect(redirectAfterLogin('/login')).toBe('/');
    expect(redirectAfterLogin('/login?redirect=/settings')).toBe('/');
    expect(redirectAfterLogin('/register')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the intended path and search in the redirect query', () => {
    const path = loginPathFor('/liveries/7/gulf-963/edit?from=detail');
    expect(path.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(path.split('?')[1]).get('redirect')).toBe('/liveries/7/gulf-963/edit?from=detail');
  });

  it('omits the redirect for Home or an unsafe target', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.com')).toBe('/login');
  });
});
