import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { onSignedOut } from './api/client';
import { signInPath } from './auth/sign-in-redirect';
import { LoadingPage } from './ui/loading-page';
import { RouteErrorPage } from './guest/pages/route-error-page';

/** A page route: its module (loader + Component) is its own chunk, loaded when first visited. */
const page = (path: string, lazy: RouteObject['lazy'], children?: RouteObject[]): RouteObject => ({
  path,
  errorElement: <RouteErrorPage />,
  hydrateFallbackElement: <LoadingPage />,
  lazy,
  children,
});

/** A page inside a layout: the layout's error element and fallback already stand around it. */
const child = (path: string | undefined, lazy: RouteObject['lazy']): RouteObject =>
  path === undefined ? { index: true, lazy } : { path, lazy };

/** The owner's area (docs/product.md#owner-area): every page its own chunk, none in the guest's. */
const ownerRoutes: RouteObject[] = [
  page('/login', () => import('./auth/pages/login-page')),
  page('/register', () => import('./auth/pages/register-page')),
  page('/invitation', () => import('./owner/shell/owner-layout'), [
    child(undefined, () => import('./owner/invitations/invitation-list-page')),
    child('new', () => import('./owner/invitations/new-invitation-page')),
    {
      path: ':id',
      lazy: () => import('./owner/shell/invitation-layout'),
      children: [
        child(undefined, () => import('./owner/dashboard/dashboard-page')),
        { path: 'setting', loader: ({ params }) => redirect(`/invitation/${params.id ?? ''}/setting/theme`) },
        child('setting/theme', () => import('./owner/settings/theme-setting-page')),
        child('setting/cover', () => import('./owner/settings/cover-setting-page')),
        child('setting/thumbnail', () => import('./owner/settings/thumbnail-setting-page')),
        child('setting/order', () => import('./owner/settings/order-setting-page')),
        child('setting/music', () => import('./owner/settings/music-setting-page')),
        child('setting/general', () => import('./owner/settings/general-setting-page')),
        child('section/:slug', () => import('./owner/shell/coming-soon-page')),
        child('guest/:page', () => import('./owner/shell/coming-soon-page')),
      ],
    },
  ]),
];

/** The web shell's routes. */
export const router = createBrowserRouter([
  { path: '/', loader: () => redirect('/demo') },
  page('/demo', () => import('./guest/pages/theme-gallery-page')),
  page('/demo/:slug', () => import('./guest/pages/demo-invitation-page')),
  page('/demo/:slug/screen', () => import('./guest/pages/greeting-screen-page')),
  ...ownerRoutes,
  page('/:slug/screen', () => import('./guest/pages/greeting-screen-page')),
  page('/:slug', () => import('./guest/pages/public-invitation-page')),
  { path: '*', element: <RouteErrorPage /> },
]);

// A session the API ended (a refused refresh): to sign-in, back here afterwards.
onSignedOut(() => void router.navigate(signInPath(window.location)));
