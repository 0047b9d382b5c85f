// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContext } from 'react';
import { ReadOnlyForms } from '../../../../app/forms/read-only-forms';
import * as layout from '../../../../app/owner/shell/invitation-layout';
import { invitationMenu } from '../../../../app/owner/shell/owner-menu';
import { queryClient } from '../../../../app/queries/query-client';
import type { InvitationDetail } from '../../../../schemas/responses/owner-invitations';
import { ok, renderRoutes, routedApi } from '../owner-page-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'inv-1';

/** The invitation as GET /v1/invitation/{id} answers it, on a plan with or without the guestbook. */
const invitationOn = (withGuestbook: boolean, my_role: InvitationDetail['my_role'] = 'owner'): InvitationDetail => ({
  id: ID,
  slug: 'rina-dimas',
  status: 'draft',
  my_role,
  version: '0',
  in_portofolio: false,
  theme: 'floral-whimsy',
  use_guestbook: true,
  use_multiple_event: false,
  expired: false,
  plan: {
    id: 'plan-1',
    name: withGuestbook ? 'Luxury' : 'Basic',
    code: withGuestbook ? 'luxury' : 'basic',
    tier: withGuestbook ? 3 : 1,
    price: 0,
    expired_day: 365,
    section: [],
    with_guestbook: withGuestbook,
    color: '#8a6d1f',
  },
});

/** A page in the layout that says whether its forms may be saved. */
function FormsPage() {
  return <h1>{useContext(ReadOnlyForms) ? 'Hanya dibaca' : 'Dapat disimpan'}</h1>;
}

/** The invitation's layout at its dashboard, as `role` opens it (the plan from the fake API). */
function renderLayout(withGuestbook: boolean, role: InvitationDetail['my_role'] = 'owner') {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  routedApi({ [`GET /v1/invitation/${ID}`]: ok(invitationOn(withGuestbook, role)) });
  renderRoutes(
    [
      {
        path: '/invitation/:id',
        loader: layout.loader,
        Component: layout.Component,
        hydrateFallbackElement: <p>Memuat…</p>,
        children: [{ index: true, Component: FormsPage }],
      },
    ],
    `/invitation/${ID}`,
    queryClient,
  );
}

/** The layout's menu, read from the plan the fake API answers. */
async function menuFor(withGuestbook: boolean) {
  renderLayout(withGuestbook);
  const menu = await screen.findByRole('navigation', { name: 'Menu undangan' });
  const guests = within(menu).getByRole('heading', { name: 'Tamu' }).parentElement!;
  return within(guests)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe("the pages of a shared invitation's viewer", () => {
  it('get forms that may only be read; an editor’s and the owner’s may be saved', async () => {
    renderLayout(false, 'viewer');
    expect(await screen.findByRole('heading', { name: 'Hanya dibaca' })).toBeTruthy();
    cleanup();
    renderLayout(false, 'editor');
    expect(await screen.findByRole('heading', { name: 'Dapat disimpan' })).toBeTruthy();
    cleanup();
    renderLayout(false, 'owner');
    expect(await screen.findByRole('heading', { name: 'Dapat disimpan' })).toBeTruthy();
  });
});

describe("the owner's menu and the guestbook", () => {
  it('shows the guestbook pages after Daftar Tamu, Kirim Undangan and Ucapan & Kado when the plan has the guestbook', async () => {
    expect(await menuFor(true)).toEqual([
      ['Daftar Tamu', `/invitation/${ID}/guest/list`],
      ['Kirim Undangan', `/invitation/${ID}/guest/send`],
      ['Ucapan & Kado', `/invitation/${ID}/guest/wish`],
      ['Buku Tamu', `/invitation/${ID}/guest/guest-book`],
      ['E-Undangan', `/invitation/${ID}/guest/e-invitation`],
      ['Layar Sapaan', `/invitation/${ID}/guest/screen`],
      ['Meja', `/invitation/${ID}/guest/table`],
      ['Suvenir', `/invitation/${ID}/guest/souvenir`],
      ['Door Prize', `/invitation/${ID}/guest/door-prize`],
    ]);
  });

  it('hides them when the plan has no guestbook', async () => {
    expect(await menuFor(false)).toEqual([
      ['Daftar Tamu', `/invitation/${ID}/guest/list`],
      ['Kirim Undangan', `/invitation/${ID}/guest/send`],
      ['Ucapan & Kado', `/invitation/${ID}/guest/wish`],
    ]);
  });

  it('leaves them out unless told the plan has the guestbook', () => {
    const guestPaths = (menu: ReturnType<typeof invitationMenu>) =>
      menu.find((area) => area.id === 'guest')!.items.map((item) => item.path.split('/').pop());
    expect(guestPaths(invitationMenu(ID))).toEqual(['list', 'send', 'wish']);
    expect(guestPaths(invitationMenu(ID, { withGuestbook: true }))).toEqual([
      'list',
      'send',
      'wish',
      'guest-book',
      'e-invitation',
      'screen',
      'table',
      'souvenir',
      'door-prize',
    ]);
  });
});
