import { redirect, type RouteObject } from 'react-router';
import { onSignedOut, renewSessionsOn401 } from '../api/session-renewal';
import { signInPath } from '../auth/sign-in-redirect';
import { LoadingPage } from '../ui/loading-page';
import { MENU_AREAS, OWNER_PAGES, ownerPagePath, type MenuAreaId, type OwnerPage } from './owner-pages';
import { OwnerErrorPage } from './shell/owner-error-page';

/** A route's lazy module: what a page module exports (`Component`, `loader`). */
type LazyPage = Extract<RouteObject['lazy'], (...args: never[]) => unknown>;

/** Every page module of the table (app/owner/owner-pages.ts), each its own chunk, loaded when first visited. */
const PAGE_MODULES = import.meta.glob<Awaited<ReturnType<LazyPage>>>([
  './*/*-page.tsx',
  '!./shell/owner-error-page.tsx',
]);

/** A page's lazy module, by its name in the table; a name without a module fails here, at once. */
export function pageModule(module: string): LazyPage {
  const load = PAGE_MODULES[`./${module}.tsx`];
  if (!load) throw new Error(`app/owner/owner-pages.ts names a page module that does not exist: ${module}`);
  return load;
}

/** A page route: its module (loader + Component) is its own chunk, loaded when first visited. */
const page = (path: string, lazy: RouteObject['lazy'], children?: RouteObject[]): RouteObject => ({
  path,
  errorElement: <OwnerErrorPage />,
  hydrateFallbackElement: <LoadingPage />,
  lazy,
  children,
});

/** The routes of the table's pages of some areas: one per route (several section rows share one). */
function tableRoutes(areas: OwnerPage['area'][]): RouteObject[] {
  const routes = new Map<string, RouteObject>();
  for (const row of OWNER_PAGES.filter((candidate) => areas.includes(candidate.area))) {
    const path = row.route ?? ownerPagePath(row);
    if (!row.module || routes.has(path)) continue;
    const lazy = pageModule(row.module);
    routes.set(path, path === '' ? { index: true, lazy } : { path, lazy });
  }
  return [...routes.values()];
}

/** An area's own address (`/invitation/{id}/setting`) opens its first page. */
const areaRedirects = (Object.keys(MENU_AREAS) as MenuAreaId[]).flatMap((area): RouteObject[] => {
  const first = OWNER_PAGES.find((row) => row.area === area && !row.guestbook);
  return first
    ? [{ path: area, loader: ({ params }) => redirect(`/invitation/${params.id ?? ''}/${ownerPagePath(first)}`) }]
    : [];
});

/** An address under a layout that names no page: said inside that layout, with its menu. */
const notFound: RouteObject = { path: '*', lazy: pageModule('shell/owner-not-found-page') };

/**
 * The owner's area (docs/product.md#owner-area): sign-in, the invitation list and each invitation's
 * pages, every page its own chunk. The router adds these routes when an owner's path is first
 * visited, so the guest's page carries none of them.
 */
export const ownerRoutes: RouteObject[] = [
  page('/login', () => import('../auth/pages/login-page')),
  page('/register', () => import('../auth/pages/register-page')),
  page('/forgot-password', () => import('../auth/pages/forgot-password-page')),
  page('/reset-password', () => import('../auth/pages/reset-password-page')),
  page('/verify-email', () => import('../auth/pages/verify-email-page')),
  page('/account', () => import('./shell/owner-layout'), [...tableRoutes(['account']), notFound]),
  page('/google-sign-in', () => import('../auth/pages/google-sign-in-page')),
  page('/invitation', () => import('./shell/owner-layout'), [
    ...tableRoutes(['list']),
    notFound,
    {
      path: ':id',
      lazy: () => import('./shell/invitation-layout'),
      children: [...tableRoutes(['dashboard', 'setting', 'section', 'guest']), ...areaRedirects, notFound],
    },
  ]),
];

// An expired access token is renewed; a session the API ended (a refused refresh) goes to sign-in,
// and back to this page afterwards.
renewSessionsOn401();
onSignedOut(() => window.location.assign(signInPath(window.location)));
