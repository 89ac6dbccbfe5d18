import { type Endpoint, everyone } from './authorization-endpoints';

/** Public routes around the account: the session probe, mailed links, the contact form. */
export const SITE_ENDPOINTS: Endpoint[] = [
  {
    group: 'session',
    name: 'GET /api/session',
    call: () => ({ method: 'GET', url: '/api/session' }),
    expected: everyone(200, 403),
  },
  {
    group: 'session',
    name: 'GET /api/auth/get-session',
    call: () => ({ method: 'GET', url: '/api/auth/get-session' }),
    expected: everyone(200),
  },
  {
    // The mailed token is the only credential: a session, or none, changes nothing.
    group: 'mailed links',
    name: 'GET /api/users/me/email-change/confirm?token=<unknown>',
    call: () => ({ method: 'GET', url: '/api/users/me/email-change/confirm?token=not-a-token' }),
    expected: everyone(302),
  },
  {
    group: 'contact',
    name: 'POST /api/contact',
    call: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ann', email: 'ann@paddock.test', subject: 'general', message: 'Hello' },
    }),
    expected: everyone(201, 403),
  },
];
