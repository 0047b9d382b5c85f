// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRoutes } from '../../../app/admin/admin-routes';
import { ADMIN_PAGES } from '../../../app/admin/admin-pages';
import { RESERVED_SLUGS } from '../../../schemas/reserved-slugs';
import { openConsole, paged } from './admin-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const emptyLists = {
  'GET /v1/admin/orders': paged([]),
  'GET /v1/admin/plans': { body: { data: [] } },
};

describe('who may open /admin', () => {
  it('sends a signed-out visitor to sign-in, and back to /admin after', async () => {
    const { router } = openConsole('/admin', emptyLists, { signedIn: false });
    await screen.findByRole('heading', { name: 'Halaman masuk' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/login?next=%2Fadmin');
  });

  it("shows a signed-in owner who is no operator 'Halaman ini khusus operator', with the way back to their invitations", async () => {
    const { calls } = openConsole('/admin', emptyLists, { role: 'owner' });
    const page = await screen.findByRole('region', { name: 'Halaman ini khusus operator' });
    expect(within(page).getByText(/operator@undangan\.test bukan akun operator/)).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Kembali ke Undangan Saya' }).getAttribute('href')).toBe(
      '/invitation',
    );
    expect(screen.queryByRole('navigation', { name: 'Menu operator' })).toBeNull();
    // Nothing of the console was asked for.
    expect(calls.filter((call) => call.path.startsWith('/v1/admin'))).toEqual([]);
  });

  it('gives an operator the console: its menu, one link a page, the orders first', async () => {
    openConsole('/admin', emptyLists);
    await screen.findByRole('heading', { name: 'Pesanan', level: 1 });
    const menu = screen.getByRole('navigation', { name: 'Menu operator' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ADMIN_PAGES.map((page) => page.label));
    expect(within(menu).getByRole('link', { name: 'Pesanan' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Tidak ada pesanan berstatus Menunggu.')).toBeTruthy();
  });

  it('says an address under /admin that names no page inside the console', async () => {
    openConsole('/admin/tidak-ada', emptyLists);
    await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' });
    expect(screen.getByRole('navigation', { name: 'Menu operator' })).toBeTruthy();
  });

  it('serves only first path segments no invitation may take as its slug', () => {
    const first = adminRoutes.map((route) => route.path?.split('/')[1]);
    expect(first).toEqual(['admin']);
    expect(RESERVED_SLUGS).toContain('admin');
  });
});
