import { unsubscribeToken } from '../../modules/notifications/unsubscribe-token';
import {
  type Endpoint,
  everyone,
  freshComment,
  freshLivery,
  freshNotification,
  LIVERY_EDIT_BODY,
  ownCredentials,
  ownerOnly,
  ownerOrAdmin,
  signedIn,
  storedZip,
  unique,
  uploadWithoutFiles,
  versionWithoutFile,
} from './authorization-endpoints';
import { COLLECTION_ENDPOINTS } from './matrix-collection-endpoints';
import { WEBHOOK_ENDPOINTS } from './matrix-webhook-endpoints';

/**
 * Every endpoint group of the API with what each kind of caller gets. Allowed callers receive the
 * endpoint's success status (or, for uploads and GDPR erasure, the 400 of a deliberately
 * incomplete body: passing authorization without changing anything); everyone else 401 or 403.
 */
export const MEMBER_ENDPOINTS: Endpoint[] = [
  // Browse and catalogue reads: public. Routes that look at the viewer refuse a banned session.
  {
    group: 'browse',
    name: 'GET /api/liveries',
    call: () => ({ method: 'GET', url: '/api/liveries' }),
    expected: everyone(200),
  },
  {
    group: 'browse',
    name: 'GET /api/liveries/latest',
    call: () => ({ method: 'GET', url: '/api/liveries/latest' }),
    expected: everyone(200),
  },
  {
    group: 'browse',
    name: 'GET /api/liveries/most-favorited',
    call: () => ({ method: 'GET', url: '/api/liveries/most-favorited' }),
    expected: everyone(200),
  },
  {
    group: 'browse',
    name: 'GET /api/liveries/:id',
    call: (_a, w) => ({ method: 'GET', url: `/api/liveries/${w.ownerLivery}` }),
    expected: everyone(200, 403),
  },
  {
    group: 'browse',
    name: 'GET /api/liveries/:id/related',
    call: (_a, w) => ({ method: 'GET', url: `/api/liveries/${w.ownerLivery}/related` }),
    expected: everyone(200),
  },
  {
    group: 'browse',
    name: 'GET /api/liveries/:id/derivatives',
    call: (_a, w) => ({ method: 'GET', url: `/api/liveries/${w.ownerLivery}/derivatives` }),
    expected: everyone(200),
  },
  {
    group: 'browse',
    name: 'GET /api/users/:id',
    call: (_a, w) => ({ method: 'GET', url: `/api/users/${w.users.owner.id}` }),
    expected: everyone(200),
  },
  {
    group: 'catalogue',
    name: 'GET /api/carclasses',
    call: () => ({ method: 'GET', url: '/api/carclasses' }),
    expected: everyone(200),
  },
  {
    group: 'catalogue',
    name: 'GET /api/carclasses/:id/models',
    call: (_a, w) => ({ method: 'GET', url: `/api/carclasses/${w.carClassId}/models` }),
    expected: everyone(200),
  },
  {
    group: 'catalogue',
    name: 'GET /api/carmodels',
    call: () => ({ method: 'GET', url: '/api/carmodels' }),
    expected: everyone(200),
  },
  {
    group: 'catalogue',
    name: 'GET /api/tags',
    call: () => ({ method: 'GET', url: '/api/tags' }),
    expected: everyone(200),
  },
  // Downloads
  {
    group: 'download',
    name: 'POST /api/liveries/:id/download',
    call: (_a, w) => ({ method: 'POST', url: `/api/liveries/${w.ownerLivery}/download` }),
    expected: everyone(200, 403),
  },
  {
    group: 'download',
    name: 'POST /api/liveries/:id/download?version=1',
    call: (_a, w) => ({ method: 'POST', url: `/api/liveries/${w.ownerLivery}/download?version=1` }),
    expected: everyone(200, 403),
  },
  {
    group: 'versions',
    name: 'GET /api/liveries/:id/versions',
    call: (_a, w) => ({ method: 'GET', url: `/api/liveries/${w.ownerLivery}/versions` }),
    expected: everyone(200),
  },
  {
    group: 'download',
    name: 'GET /media/<key>',
    call: async (app) => ({ method: 'GET', url: `/media/${await storedZip(app)}` }),
    expected: everyone(200),
  },
  // Register, sign-in, reset
  {
    group: 'auth',
    name: 'POST /api/auth/sign-up/email',
    call: () => {
      const name = unique('newbie');
      return {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: `${name}@paddock.test`,
          username: name,
          name,
          password: 'correct-horse-battery',
          hasGivenGdprConsent: true,
        },
      };
    },
    expected: everyone(200),
  },
  {
    group: 'auth',
    name: 'POST /api/auth/sign-in/email',
    call: (_a, w, role) => ({ method: 'POST', url: '/api/auth/sign-in/email', payload: ownCredentials(w, role) }),
    expected: { ...everyone(200), anonymous: 401, banned: 403 },
  },
  {
    group: 'auth',
    name: 'POST /api/auth/request-password-reset',
    call: (_a, w, role) => ({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: {
        email: role === 'anonymous' ? 'nobody@paddock.test' : w.users[role].email,
        redirectTo: '/update-password',
      },
    }),
    expected: everyone(200),
  },
  // The member's own account
  {
    group: 'me',
    name: 'GET /api/users/me',
    call: () => ({ method: 'GET', url: '/api/users/me' }),
    expected: signedIn(200),
  },
  {
    group: 'me',
    name: 'GET /api/users/me/storage',
    call: () => ({ method: 'GET', url: '/api/users/me/storage' }),
    expected: signedIn(200),
  },
  {
    group: 'me',
    name: 'GET /api/users/me/profile',
    call: () => ({ method: 'GET', url: '/api/users/me/profile' }),
    expected: signedIn(200),
  },
  {
    group: 'me',
    name: 'PUT /api/users/me/profile',
    call: () => ({ method: 'PUT', url: '/api/users/me/profile', payload: { username: unique('renamed') } }),
    expected: signedIn(200),
  },
  {
    group: 'me',
    name: 'GET /api/liveries/my-liveries',
    call: () => ({ method: 'GET', url: '/api/liveries/my-liveries' }),
    expected: signedIn(200),
  },
  // Upload (an incomplete form: allowed callers reach validation, nothing is stored)
  {
    group: 'upload',
    name: 'POST /api/liveries',
    call: () => ({ method: 'POST', url: '/api/liveries', payload: uploadWithoutFiles() }),
    expected: signedIn(400),
  },
  // A new version (an incomplete form: the uploader reaches validation, nothing is stored)
  {
    group: 'versions',
    name: 'POST /api/liveries/:id/versions',
    call: (_a, w) => ({
      method: 'POST',
      url: `/api/liveries/${w.ownerLivery}/versions`,
      payload: versionWithoutFile(),
    }),
    expected: ownerOnly(400),
  },
  // Edit and delete a livery the owner uploaded (for everyone else an IDOR attempt)
  {
    group: 'livery',
    name: 'PUT /api/liveries/:id',
    call: async (app, w) => ({
      method: 'PUT',
      url: `/api/liveries/${await freshLivery(app, w)}`,
      payload: LIVERY_EDIT_BODY,
    }),
    expected: ownerOnly(200),
  },
  {
    group: 'livery',
    name: 'DELETE /api/liveries/:id',
    call: async (app, w) => ({ method: 'DELETE', url: `/api/liveries/${await freshLivery(app, w)}` }),
    expected: ownerOrAdmin(200),
  },
  // Favourites and reports
  {
    group: 'favourite',
    name: 'POST /api/liveries/:id/favorite',
    call: (_a, w) => ({ method: 'POST', url: `/api/liveries/${w.ownerLivery}/favorite` }),
    expected: signedIn(200),
  },
  {
    group: 'favourite',
    name: 'DELETE /api/liveries/:id/favorite',
    call: (_a, w) => ({ method: 'DELETE', url: `/api/liveries/${w.ownerLivery}/favorite` }),
    expected: signedIn(200),
  },
  {
    group: 'report',
    name: 'POST /api/reports/livery/:id',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/reports/livery/${await freshLivery(app, w)}`,
      payload: { reason: 'Other', comment: 'x' },
    }),
    expected: signedIn(201),
  },
  {
    group: 'originality',
    name: 'POST /api/originality/matches',
    call: () => ({ method: 'POST', url: '/api/originality/matches', payload: { textureHash: '0123456789abcdef' } }),
    expected: signedIn(200),
  },
  // Follows: the caller's own; the target is the bystander (nobody may follow themselves)
  ...(['GET', 'POST', 'DELETE'] as const).flatMap((method): Endpoint[] => [
    {
      group: 'follow',
      name: `${method} /api/users/:id/follow`,
      call: (_a, w) => ({ method, url: `/api/users/${w.bystander.id}/follow` }),
      expected: signedIn(200),
    },
    {
      group: 'follow',
      name: `${method} /api/liveries/:id/follow`,
      call: (_a, w) => ({ method, url: `/api/liveries/${w.ownerLivery}/follow` }),
      expected: signedIn(200),
    },
  ]),
  // Notifications: the caller's own only; the unsubscribe link works signed out
  {
    group: 'notifications',
    name: 'GET /api/notifications',
    call: () => ({ method: 'GET', url: '/api/notifications?page=1' }),
    expected: signedIn(200),
  },
  {
    group: 'notifications',
    name: 'GET /api/notifications/unread-count',
    call: () => ({ method: 'GET', url: '/api/notifications/unread-count' }),
    expected: signedIn(200),
  },
  {
    group: 'notifications',
    name: 'POST /api/notifications/:id/read',
    call: async (app, w, role) => ({
      method: 'POST',
      url: `/api/notifications/${await freshNotification(app, w, role)}/read`,
    }),
    expected: signedIn(200),
  },
  {
    group: 'notifications',
    name: 'POST /api/notifications/read-all',
    call: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
    expected: signedIn(200),
  },
  {
    group: 'notifications',
    name: 'GET /api/notifications/settings',
    call: () => ({ method: 'GET', url: '/api/notifications/settings' }),
    expected: signedIn(200),
  },
  {
    group: 'notifications',
    name: 'PUT /api/notifications/settings',
    call: () => ({ method: 'PUT', url: '/api/notifications/settings', payload: { dailyDigest: false } }),
    expected: signedIn(200),
  },
  {
    group: 'notifications',
    name: 'POST /api/notifications/unsubscribe',
    call: (app, w) => ({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: unsubscribeToken(app.deps.config.authSecret, w.bystander.id) },
    }),
    expected: everyone(200),
  },
  // Comments and ratings (issue 19): reading is public; writing is members'; editing the
  // author's, deleting the author's or an admin's, hiding the livery uploader's or an admin's.
  {
    group: 'comments',
    name: 'GET /api/liveries/:id/comments',
    call: (_a, w) => ({ method: 'GET', url: `/api/liveries/${w.ownerLivery}/comments` }),
    expected: everyone(200, 403),
  },
  {
    group: 'comments',
    name: 'GET /api/comments/:id/replies',
    call: async (app, w) => ({
      method: 'GET',
      url: `/api/comments/${await freshComment(app, w, 'bystander')}/replies`,
    }),
    expected: everyone(200, 403),
  },
  {
    group: 'comments',
    name: 'POST /api/liveries/:id/comments',
    call: (_a, w) => ({ method: 'POST', url: `/api/liveries/${w.ownerLivery}/comments`, payload: { body: 'Nice' } }),
    expected: signedIn(201),
  },
  {
    group: 'comments',
    name: 'PATCH /api/comments/:id',
    call: async (app, w) => ({
      method: 'PATCH',
      url: `/api/comments/${await freshComment(app, w)}`,
      payload: { body: 'Edited' },
    }),
    expected: ownerOnly(200),
  },
  {
    group: 'comments',
    name: 'DELETE /api/comments/:id',
    call: async (app, w) => ({ method: 'DELETE', url: `/api/comments/${await freshComment(app, w)}` }),
    expected: ownerOrAdmin(204),
  },
  {
    group: 'comments',
    name: 'POST /api/comments/:id/hide',
    call: async (app, w) => ({ method: 'POST', url: `/api/comments/${await freshComment(app, w, 'bystander')}/hide` }),
    expected: ownerOrAdmin(200),
  },
  {
    group: 'comments',
    name: 'POST /api/comments/:id/unhide',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/comments/${await freshComment(app, w, 'bystander')}/unhide`,
    }),
    expected: ownerOrAdmin(200),
  },
  {
    group: 'comments',
    name: 'POST /api/reports/comment/:id',
    call: async (app, w) => ({
      method: 'POST',
      url: `/api/reports/comment/${await freshComment(app, w, 'bystander')}`,
      payload: { reason: 'Other', comment: 'x' },
    }),
    expected: signedIn(201),
  },
  {
    group: 'ratings',
    name: 'GET /api/liveries/:id/rating',
    call: (_a, w) => ({ method: 'GET', url: `/api/liveries/${w.ownerLivery}/rating` }),
    expected: signedIn(200),
  },
  {
    group: 'ratings',
    name: 'PUT /api/liveries/:id/rating',
    call: (_a, w) => ({ method: 'PUT', url: `/api/liveries/${w.ownerLivery}/rating`, payload: { stars: 4 } }),
    // The uploader may not rate their own livery.
    expected: { ...signedIn(200), owner: 400 },
  },
  {
    group: 'ratings',
    name: 'DELETE /api/liveries/:id/rating',
    call: (_a, w) => ({ method: 'DELETE', url: `/api/liveries/${w.ownerLivery}/rating` }),
    expected: signedIn(200),
  },
  // GDPR: the caller's own data only; erasure with the other action's type changes nothing
  {
    group: 'gdpr',
    name: 'POST /api/gdpr/export',
    call: () => ({ method: 'POST', url: '/api/gdpr/export' }),
    expected: signedIn(200),
  },
  {
    group: 'gdpr',
    name: 'POST /api/gdpr/anonymize',
    call: () => ({ method: 'POST', url: '/api/gdpr/anonymize', payload: { requestType: 'DELETE' } }),
    expected: signedIn(400),
  },
  {
    group: 'gdpr',
    name: 'POST /api/gdpr/delete-account',
    call: () => ({ method: 'POST', url: '/api/gdpr/delete-account', payload: { requestType: 'ANONYMIZE' } }),
    expected: signedIn(400),
  },
  ...COLLECTION_ENDPOINTS,
  ...WEBHOOK_ENDPOINTS,
];
