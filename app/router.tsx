import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingPage } from './ui/loading-page';
import { RouteErrorPage } from './guest/pages/route-error-page';

/** A page route: its module (loader + Component) is its own chunk, loaded when first visited. */
const page = (path: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  errorElement: <RouteErrorPage />,
  hydrateFallbackElement: <LoadingPage />,
  lazy,
});

/** The web shell's routes. */
export const router = createBrowserRouter([
  { path: '/', loader: () => redirect('/demo') },
  page('/demo', () => import('./guest/pages/theme-gallery-page')),
  page('/demo/:slug', () => import('./guest/pages/demo-invitation-page')),
  page('/demo/:slug/screen', () => import('./guest/pages/greeting-screen-page')),
  page('/:slug/screen', () => import('./guest/pages/greeting-screen-page')),
  page('/:slug', () => import('./guest/pages/public-invitation-page')),
  { path: '*', element: <RouteErrorPage /> },
]);
