import { createBrowserRouter, redirect } from 'react-router';
import { LoadingPage } from './pages/loading-page';
import { RouteErrorPage } from './pages/route-error-page';

/** The web shell's routes; each page is its own chunk. */
export const router = createBrowserRouter([
  { path: '/', loader: () => redirect('/demo') },
  {
    path: '/demo',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingPage />,
    lazy: () => import('./pages/theme-gallery-page'),
  },
  {
    path: '/demo/:slug',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingPage />,
    lazy: () => import('./pages/demo-invitation-page'),
  },
  {
    path: '/:slug',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingPage />,
    lazy: () => import('./pages/public-invitation-page'),
  },
  { path: '*', element: <RouteErrorPage /> },
]);
