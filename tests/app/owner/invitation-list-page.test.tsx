// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as InvitationListPage } from '../../../app/owner/invitations/invitation-list-page';
import type { MyInvitationItem } from '../../../schemas/responses/owner-invitations';
import { THEME_IDS } from '../../helpers';
import { fakeApi, ok, renderPage } from './owner-page-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (over: Partial<MyInvitationItem> = {}): MyInvitationItem => ({
  id: 'inv-1',
  slug: 'raka-dan-ayu',
  status: 'draft',
  theme: THEME_IDS[0] ?? '',
  my_role: 'owner',
  use_guestbook: false,
  use_multiple_event: false,
  version_count: 0,
  couple: {
    groom: { person_name: 'Raka Pratama', person_nickname: 'Raka' },
    bride: { person_name: 'Ayu Lestari', person_nickname: 'Ayu' },
  },
  main_event: { label: 'Resepsi', start_date: '2027-06-12T03:00:00.000Z' },
  plan: { code: 'luxury', name: 'luxury', color: '#b8860b', tier: 3, with_guestbook: true },
  expired: false,
  paid: false,
  order_status: null,
  counts: { guests: 120, attending: 45, wishes: 7 },
  ...over,
});

const lunas = { groom: { person_name: 'Lunas', person_nickname: 'Lunas' }, bride: null };

const openList = () =>
  renderPage(InvitationListPage, '/invitation', '/invitation', [
    { path: '/invitation/new', element: <h1>Halaman buat undangan</h1> },
    { path: '/invitation/:id', element: <h1>Dasbor undangan</h1> },
  ]);

describe('/invitation "Undangan Saya"', () => {
  it('shows each invitation as a card: theme preview, couple, link, date, counts and badges', async () => {
    fakeApi({
      'GET /v1/user/my-invitation': () =>
        ok([
          card(),
          card({
            id: 'inv-2',
            slug: 'dimas-dan-sari',
            status: 'published',
            expired: true,
            main_event: null,
            couple: { groom: { person_name: 'Dimas', person_nickname: 'Dimas' }, bride: null },
          }),
        ]),
    });
    openList();
    const first = (await screen.findByRole('link', { name: 'Raka & Ayu' })).closest('li') as HTMLElement;
    expect(
      within(first)
        .getByRole('link', { name: /\/raka-dan-ayu/ })
        .getAttribute('href'),
    ).toBe('/raka-dan-ayu');
    expect(
      within(first)
        .getByRole('link', { name: /\/raka-dan-ayu/ })
        .getAttribute('target'),
    ).toBe('_blank');
    expect(within(first).getByText('Sabtu, 12 Juni 2027')).toBeTruthy();
    expect(within(first).getByText('Tamu').nextElementSibling?.textContent).toBe('120');
    expect(within(first).getByText('Hadir').nextElementSibling?.textContent).toBe('45');
    expect(within(first).getByText('Ucapan').nextElementSibling?.textContent).toBe('7');
    expect(within(first).getByText('luxury').getAttribute('style')).toContain('#b8860b');
    expect(within(first).getByText('Draf')).toBeTruthy();
    expect(within(first).queryByText('EXPIRED')).toBeNull();
    // The theme's live preview, in that theme's tokens.
    await waitFor(() => expect(first.querySelector(`[data-theme="${THEME_IDS[0]}"]`)).not.toBeNull());

    const second = screen.getByRole('link', { name: 'Dimas' }).closest('li') as HTMLElement;
    expect(within(second).getByText('EXPIRED')).toBeTruthy();
    expect(within(second).getByText('Terbit')).toBeTruthy();
    expect(within(second).getByText('Tanggal acara belum diisi')).toBeTruthy();
  });

  it('shows PAID once the plan is paid, PENDING while an order waits, and no payment badge before', async () => {
    fakeApi({
      'GET /v1/user/my-invitation': () =>
        ok([
          card(),
          card({ id: 'inv-2', couple: { groom: null, bride: null }, order_status: 'pending' }),
          card({ id: 'inv-3', slug: 'lunas', paid: true, order_status: 'paid', couple: lunas }),
        ]),
    });
    openList();
    const badges = async (name: string) =>
      [...(await screen.findByRole('link', { name })).closest('li')!.querySelectorAll('.ui-badge')].map(
        (badge) => badge.textContent,
      );
    expect(await badges('Raka & Ayu')).toEqual(['luxury', 'Draf']);
    expect(await badges('Undangan tanpa nama')).toEqual(['luxury', 'PENDING', 'Draf']);
    expect(await badges('Lunas')).toEqual(['luxury', 'PAID', 'Draf']);
  });

  it("opens an invitation's dashboard from its card", async () => {
    fakeApi({ 'GET /v1/user/my-invitation': () => ok([card()]) });
    openList();
    fireEvent.click(await screen.findByRole('link', { name: 'Raka & Ayu' }));
    expect(await screen.findByRole('heading', { name: 'Dasbor undangan' })).toBeTruthy();
  });

  it('greets a new owner with an explanation and the way to a first invitation', async () => {
    fakeApi({ 'GET /v1/user/my-invitation': () => ok([]) });
    openList();
    expect(await screen.findByRole('heading', { name: 'Belum ada undangan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Buat Undangan' }));
    expect(await screen.findByRole('heading', { name: 'Halaman buat undangan' })).toBeTruthy();
  });

  it('says so while loading, and offers a retry when the list cannot be read', async () => {
    let fail = true;
    fakeApi({
      'GET /v1/user/my-invitation': () => (fail ? { status: 500, body: { message: 'Gangguan' } } : ok([card()])),
    });
    openList();
    expect(screen.getByText('Memuat undangan Anda…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Undangan Anda belum bisa dimuat');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('link', { name: 'Raka & Ayu' })).toBeTruthy();
  });
});
