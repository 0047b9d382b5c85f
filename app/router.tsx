import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, redirect, RouterProvider, type RouteObject } from 'react-router';
import { queryClient } from './queries/query-client';
import { LoadingPage } from './ui/loading-page';
import { RouteErrorPage } from './guest/pages/route-error-page';

/** A page route: its module (loader + Component) is its own chunk, loaded when first visited. */
const page = (path: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  errorElement: <RouteErrorPage />,
  hydrateFallbackElement: <LoadingPage />,
  lazy,
});

/**
 * `/` is the server's home page (server/routes/home-page.routes.ts), no route of the app: a link to it
 * loads it as a document. The web app served alone (the development server) shows the catalogue there.
 */
function homeDocument() {
  if (window.location.pathname === '/') return redirect('/demo');
  window.location.assign('/');
  return new Promise<never>(() => {});
}

/** First path segments of the owner's area (their routes come with app/owner/owner-routes.tsx). */
const OWNER_PATH =
  /^\/(login|register|forgot-password|reset-password|verify-email|google-sign-in|invitation|account)(\/|$)/;

/**
 * The theme studio (app/studio/) and its preview frame: development only. A production build has
 * neither, not even as a chunk: `/studio` is then the page of no route (404).
 */
const studioRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      page('/studio', () => import('./studio/studio-page')),
      page('/studio/preview', () => import('./guest/pages/studio-preview-page')),
    ]
  : [];

/** The operator console's paths (app/admin/admin-routes.tsx). */
const ADMIN_PATH = /^\/admin(\/|$)/;

/**
 * The web shell's routes: the guest's here, the owner's and the operator console's added when one of
 * their paths is visited.
 */
export const router = createBrowserRouter(
  [
    { path: '/', loader: homeDocument },
    page('/demo', () => import('./guest/pages/theme-gallery-page')),
    page('/demo/:slug', () => import('./guest/pages/demo-invitation-page')),
    page('/demo/:slug/screen', () => import('./guest/pages/greeting-screen-page')),
    ...studioRoutes,
    // The venue's pages (app/guestbook/): full screen, for an usher's phone and the hall's screen.
    // More specific than the owner's `/invitation/:id/guest/:page`, so they win over it.
    page('/guestbook', () => import('./guestbook/usher/usher-sign-in-page')),
    page('/guestbook/:code', () => import('./guestbook/usher/usher-sign-in-page')),
    page('/invitation/:id/guest/guest-book', () => import('./guestbook/check-in/check-in-page')),
    page('/invitation/:id/guest/screen/display', () => import('./guestbook/display/display-page')),
    page('/:slug/screen', () => import('./guest/pages/greeting-screen-page')),
    page('/:slug', () => import('./guest/pages/public-invitation-page')),
    { path: '*', element: <RouteErrorPage /> },
  ],
  {
    // React Router asks before it settles on a match by a parameter (`/:slug` matches `/login`
    // too): an owner's path gets the owner's routes first, /admin the console's.
    async patchRoutesOnNavigation({ path, patch }) {
      if (ADMIN_PATH.test(path)) {
        const { adminRoutes } = await import('./admin/admin-routes');
        patch(null, adminRoutes);
        return;
      }
      if (!OWNER_PATH.test(path)) return;
      const { ownerRoutes } = await import('./owner/owner-routes');
      patch(null, ownerRoutes);
    },
  },
);

/** The router app (every page but a guest's light start, app/guest/boot/), in the one query cache. */
export function startRouterApp(root: Root): void {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
