import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { RootLayout } from '@/app/layout/root-layout';
import type { RouteHandle } from '@/components/layout/route-metadata';
import { paths, type RouteKey } from '@/config/paths';
import { type GuardedAccess, RouteGuard } from '@/features/auth/components/route-guard';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };

/** A route whose page is its own chunk, carrying the table's metadata in its handle. */
function page(key: RouteKey, load: () => Promise<PageModule>, children?: RouteObject[]): RouteObject {
  const handle: RouteHandle = { meta: paths[key].meta };
  return {
    id: key,
    path: paths[key].path,
    handle,
    lazy: async () => ({ Component: (await load()).default }),
    children,
  };
}

/** Routes that need a session (or the Admin role): the guard runs before any of them renders. */
function guarded(access: GuardedAccess, children: RouteObject[]): RouteObject {
  return { id: `guard-${access}`, element: <RouteGuard access={access} />, children };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A boundary inside the layout keeps the header and footer on screen when a page fails.
        errorElement: <RouteError />,
        // A screen's height while the first page's code loads, so the footer is never painted in view
        // and then pushed down (a layout shift of most of the screen). main.tsx renders only once the
        // first page's code has loaded; a router rendered sooner (tests) shows this.
        hydrateFallbackElement: <div className="min-h-dvh flex-1" />,
        children: [
          page('home', () => import('./routes/home')),
          page('browseLiveries', () => import('./routes/browse-liveries')),
          page('liveryDetail', () => import('./routes/livery-detail')),
          // A livery's address without its title part (typed, or cut short when shared) opens the
          // same page; its canonical link still names the full address.
          {
            ...page('liveryDetail', () => import('./routes/livery-detail')),
            id: 'liveryDetailById',
            path: '/livery/:id',
          },
          guarded('login', [
            page('uploadLivery', () => import('./routes/upload-livery')),
            page('myLiveries', () => import('./routes/my-liveries')),
            page('myCollections', () => import('./routes/my-collections')),
            page('editLivery', () => import('./routes/edit-livery')),
            page('settings', () => import('./routes/settings')),
            page('notifications', () => import('./routes/notifications')),
          ]),
          page('login', () => import('./routes/login')),
          page('register', () => import('./routes/register')),
          page('userProfile', () => import('./routes/user-profile')),
          page('collectionDetail', () => import('./routes/collection-detail')),
          page('updatePassword', () => import('./routes/update-password')),
          page('unsubscribe', () => import('./routes/unsubscribe')),
          page('privacyPolicy', () => import('./routes/privacy-policy')),
          page('termsOfService', () => import('./routes/terms-of-service')),
          page('faq', () => import('./routes/faq')),
          page('contact', () => import('./routes/contact')),
          guarded('admin', [
            page('admin', () => import('./routes/admin/admin-layout'), [
              { index: true, loader: () => redirect(paths.adminDashboard.path), element: null },
              page('adminDashboard', () => import('./routes/admin/dashboard')),
              page('adminUsers', () => import('./routes/admin/users')),
              page('adminLiveries', () => import('./routes/admin/liveries')),
              page('adminReports', () => import('./routes/admin/reports')),
              page('adminCarClasses', () => import('./routes/admin/car-classes')),
              page('adminCarModels', () => import('./routes/admin/car-models')),
              page('adminTags', () => import('./routes/admin/tags')),
              page('adminContactMessages', () => import('./routes/admin/contact-messages')),
              page('adminAudit', () => import('./routes/admin/audit')),
              page('adminCollections', () => import('./routes/admin/collections')),
              page('adminPossibleCopies', () => import('./routes/admin/possible-copies')),
            ]),
          ]),
          page('notFound', () => import('./routes/not-found')),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
