import type { RouteObject } from 'react-router';

/** A page of the operator console: its address under /admin, its name in the menu and heading, its module. */
export type AdminPage = {
  /** Its part of the address under /admin ('' for the console's first page). */
  path: string;
  /** Its name in the menu and its heading, in Indonesian. */
  label: string;
  /** Its module (`Component`), its own chunk, loaded when first visited. */
  load: NonNullable<RouteObject['lazy']>;
};

/**
 * Every page of the operator console (docs/product.md#operator-console), in the menu's order: the
 * routes (admin-routes.tsx) and the menu (shell/admin-menu.tsx) are made from it.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: '', label: 'Pesanan', load: () => import('./orders/orders-page') },
  { path: 'transfer-accounts', label: 'Rekening transfer', load: () => import('./transfer-accounts/accounts-page') },
  { path: 'plans', label: 'Paket', load: () => import('./plans/plans-page') },
  { path: 'invitations', label: 'Undangan', load: () => import('./invitations/invitations-page') },
  { path: 'users', label: 'Pengguna', load: () => import('./users/users-page') },
  { path: 'themes', label: 'Tema', load: () => import('./themes/themes-page') },
  { path: 'log', label: 'Log', load: () => import('./log/operator-log-page') },
];

/** A page's address: '/admin', '/admin/plans' … */
export const adminPagePath = (page: Pick<AdminPage, 'path'>) => (page.path ? `/admin/${page.path}` : '/admin');
