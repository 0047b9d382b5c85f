import { redirect, type RouteObject } from 'react-router';
import { onSignedOut, renewSessionsOn401 } from '../api/session-renewal';
import { signInPath } from '../auth/sign-in-redirect';
import { LoadingPage } from '../ui/loading-page';
import { OwnerErrorPage } from './shell/owner-error-page';

/** A page route: its module (loader + Component) is its own chunk, loaded when first visited. */
const page = (path: string, lazy: RouteObject['lazy'], children?: RouteObject[]): RouteObject => ({
  path,
  errorElement: <OwnerErrorPage />,
  hydrateFallbackElement: <LoadingPage />,
  lazy,
  children,
});

/** A page inside a layout: the layout's error element and fallback already stand around it. */
const child = (path: string | undefined, lazy: RouteObject['lazy']): RouteObject =>
  path === undefined ? { index: true, lazy } : { path, lazy };

/**
 * The owner's area (docs/product.md#owner-area): sign-in, the invitation list and each invitation's
 * pages, every page its own chunk. The router adds these routes when an owner's path is first
 * visited, so the guest's page carries none of them.
 */
export const ownerRoutes: RouteObject[] = [
  page('/login', () => import('../auth/pages/login-page')),
  page('/register', () => import('../auth/pages/register-page')),
  page('/invitation', () => import('./shell/owner-layout'), [
    child(undefined, () => import('./invitations/invitation-list-page')),
    child('new', () => import('./invitations/new-invitation-page')),
    {
      path: ':id',
      lazy: () => import('./shell/invitation-layout'),
      children: [
        child(undefined, () => import('./dashboard/dashboard-page')),
        { path: 'setting', loader: ({ params }) => redirect(`/invitation/${params.id ?? ''}/setting/theme`) },
        child('setting/theme', () => import('./settings/theme-setting-page')),
        child('setting/cover', () => import('./settings/cover-setting-page')),
        child('setting/thumbnail', () => import('./settings/thumbnail-setting-page')),
        child('setting/order', () => import('./settings/order-setting-page')),
        child('setting/music', () => import('./settings/music-setting-page')),
        child('setting/general', () => import('./settings/general-setting-page')),
        { path: 'section', loader: ({ params }) => redirect(`/invitation/${params.id ?? ''}/section/opening`) },
        child('section/:slug', () => import('./sections/section-editor-page')),
        child('guest/list', () => import('./guests/guest-list-page')),
        child('guest/wish', () => import('./guests/wish-page')),
        child('guest/table', () => import('./guestbook/table-page')),
        child('guest/souvenir', () => import('./guestbook/souvenir-page')),
        child('guest/screen', () => import('./guestbook/screen-setting-page')),
        child('guest/e-invitation', () => import('./guestbook/e-invitation-page')),
        child('guest/:page', () => import('./shell/coming-soon-page')),
      ],
    },
  ]),
];

// An expired access token is renewed; a session the API ended (a refused refresh) goes to sign-in,
// and back to this page afterwards.
renewSessionsOn401();
onSignedOut(() => window.location.assign(signInPath(window.location)));
