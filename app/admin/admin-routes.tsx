import type { RouteObject } from 'react-router';
import { onSignedOut, renewSessionsOn401 } from '../api/session-renewal';
import { signInPath } from '../auth/sign-in-redirect';
import { LoadingPage } from '../ui/loading-page';
import { ADMIN_PAGES } from './admin-pages';
import { AdminErrorPage } from './shell/admin-error-page';

/** The table's pages under the layout, and an address that names none, said inside the layout. */
const pageRoutes: RouteObject[] = [
  ...ADMIN_PAGES.map((page): RouteObject =>
    page.path ? { path: page.path, lazy: page.load } : { index: true, lazy: page.load },
  ),
  { path: '*', lazy: () => import('./shell/admin-not-found-page') },
];

/**
 * The operator console (docs/product.md#operator-console), /admin: the layout (signed-in operators
 * only) and the table's pages, each its own chunk. The router adds these routes when /admin is first
 * visited, so no other page carries them.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    errorElement: <AdminErrorPage />,
    hydrateFallbackElement: <LoadingPage />,
    lazy: () => import('./shell/admin-layout'),
    children: pageRoutes,
  },
];

// As the owner's pages: an expired access token is renewed; a session the API ended goes to sign-in,
// and back here afterwards.
renewSessionsOn401();
onSignedOut(() => window.location.assign(signInPath(window.location)));
