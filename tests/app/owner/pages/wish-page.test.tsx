// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as WishPage } from '../../../../app/owner/pages/wish-page';
import { giftConfirmationsCsv, wishesCsv } from '../../../../engine/guests/guest-csv-export';
import type { GiftConfirmation } from '../../../../schemas/entities/gift-confirmation.schema';
import type { Wish } from '../../../../schemas/entities/wish.schema';
import { ok, renderOwnerPage, routedApi, type Call } from '../owner-page-harness';

const { downloadFile } = vi.hoisted(() => ({ downloadFile: vi.fn() }));
vi.mock('../../../../app/owner/kit/download-file', () => ({ downloadFile }));

beforeEach(() => downloadFile.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'inv-1';
const VIEWER_ONLY = 'Anda hanya dapat melihat undangan ini. Minta pemilik menjadikan Anda editor untuk mengubahnya.';

/** A wish as the API answers it: its status named unless shown. */
const wishOf = (n: number, name: string, message: string, status?: 'pending' | 'hidden'): Wish => ({
  id: `wish-${n}`,
  name,
  message,
  ...(status && { status }),
  created_at: new Date(Date.UTC(2026, 4, 1, 10, n)).toISOString(),
});

const mixer = { id: 'w-1', product_name: 'Stand mixer', amount: 1250000, qty: 3, confirmation: [] };
const towel = { id: 'w-3', product_name: 'Handuk', amount: 150000, qty: 2, confirmation: [] };
const content = (wishlist: unknown[]) => ({
  couple: { groom: null, bride: null },
  events: [],
  stories: [],
  gallery: [],
  gifts: { physical: [], virtual: [], wishlist },
});
const confirmationOf = (n: number, buyer: string, extra: Partial<GiftConfirmation> = {}): GiftConfirmation => ({
  id: `c-${n}`,
  buyer_name: buyer,
  whatsapp_number: '+6281234567890',
  purchase_date: '2026-05-05T00:00:00.000Z',
  shipping_expedition: 'JNE',
  shipping_receipt: `JNE00${n}`,
  invitation_wishlist_id: 'w-1',
  invitation_id: ID,
  status: 'pending',
  created_at: '2026-05-05T10:00:00.000Z',
  ...extra,
});

/**
 * The API as the page reads it: the invitation (its slug), its wishes (newest first, searched by
 * `q`, of a `status`, paged, with the counts per status), whether they wait for approval, the
 * content's wishlist and its confirmations; DELETE /v1/wish/{id} removes a wish, PUT
 * /v1/wish/{id}/status changes its status, PUT …/wish-moderation the mode.
 */
function fakeApi({
  wishes = [] as Wish[],
  wishlist = [mixer, towel] as unknown[],
  confirmations = [] as GiftConfirmation[],
  moderation = 'instant',
  modeRefused = false,
} = {}) {
  let stored = [...wishes];
  let mode = moderation;
  const statusOf = (wish: Wish) => wish.status ?? 'shown';
  const countOf = (status: Wish['status']) => stored.filter((wish) => statusOf(wish) === status).length;
  const statusRoutes = Object.fromEntries(
    wishes.map((wish) => [
      `PUT /v1/wish/${wish.id}/status`,
      (call: Call) => {
        const { status } = call.body as { status: Wish['status'] };
        stored = stored.map((one) => (one.id === wish.id ? { ...one, status } : one));
        const { status: _status, ...answer } = stored.find((one) => one.id === wish.id)!;
        return ok(status === 'shown' ? answer : { ...answer, status });
      },
    ]),
  );
  const calls = routedApi({
    ...statusRoutes,
    [`GET /v1/invitation/${ID}/wish-moderation`]: () => ok({ wish_moderation: mode }),
    [`PUT /v1/invitation/${ID}/wish-moderation`]: (call: Call) => {
      if (modeRefused) return { status: 403, body: { message: VIEWER_ONLY } };
      mode = (call.body as { wish_moderation: string }).wish_moderation;
      return ok({ wish_moderation: mode });
    },
    [`GET /v1/invitation/${ID}`]: ok({ id: ID, slug: 'rina-dimas' }),
    [`GET /v1/invitation/${ID}/content`]: ok(content(wishlist)),
    [`GET /v1/invitation/${ID}/gift/confirmation`]: ok(confirmations),
    [`GET /v1/invitation/${ID}/wish`]: (call: Call) => {
      const params = new URL(call.path, 'http://localhost').searchParams;
      const q = (params.get('q') ?? '').toLowerCase();
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 999);
      const status = params.get('status');
      const found = stored
        .filter((wish) => `${wish.name} ${wish.message}`.toLowerCase().includes(q))
        .filter((wish) => status === null || statusOf(wish) === status)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const counts = {
        all: stored.length,
        shown: countOf('shown'),
        pending: countOf('pending'),
        hidden: countOf('hidden'),
      };
      return {
        body: {
          data: found.slice((page - 1) * pageSize, page * pageSize),
          meta: { total: found.length, page, pageSize, counts },
        },
      };
    },
    'DELETE /v1/wish/wish-2': () => {
      const removed = stored.find((wish) => wish.id === 'wish-2');
      stored = stored.filter((wish) => wish.id !== 'wish-2');
      return ok(removed);
    },
  });
  return calls;
}

const openPage = (tab = '') =>
  renderOwnerPage(WishPage, '/invitation/:id/guest/wish', `/invitation/${ID}/guest/wish${tab}`);
const wishCalls = (calls: Call[]) => calls.filter((call) => call.path.startsWith(`/v1/invitation/${ID}/wish?`));

describe('Ucapan & Kado: wishes', () => {
  it('lists the wishes newest first with their count, the message as plain text with its line breaks', async () => {
    const calls = fakeApi({
      wishes: [
        wishOf(1, 'Budi', 'Selamat ya!'),
        wishOf(2, 'Sari', 'Semoga samawa.\nAamiin <b>selalu</b>'),
        wishOf(3, 'Andi', 'Bahagia selalu'),
      ],
    });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ucapan & Kado' })).toBeTruthy();
    expect(await screen.findByText('3 ucapan')).toBeTruthy();
    const list = screen.getByRole('tabpanel', { name: "Ucapan & Do'a" });
    const names = within(list)
      .getAllByRole('article')
      .map((card) => card.querySelector('.wish-card__name')?.textContent);
    expect(names).toEqual(['Andi', 'Sari', 'Budi']);
    const message = within(list).getByText(/Semoga samawa/);
    expect(message.textContent).toBe('Semoga samawa.\nAamiin <b>selalu</b>');
    expect(message.querySelector('b')).toBeNull();
    expect(wishCalls(calls)[0]?.path).toBe(`/v1/invitation/${ID}/wish?page=1&pageSize=20`);
  });

  it('says so when there is no wish yet', async () => {
    fakeApi();
    openPage();
    expect(await screen.findByText('Belum ada ucapan.')).toBeTruthy();
    expect(screen.getByText('0 ucapan')).toBeTruthy();
  });

  it('reads 20 wishes a page and the next ones on "Muat lebih banyak"', async () => {
    const wishes = Array.from({ length: 23 }, (_, n) => wishOf(n + 1, `Tamu ${n + 1}`, `Ucapan ${n + 1}`));
    const calls = fakeApi({ wishes });
    openPage();
    expect(await screen.findByText('23 ucapan')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(23));
    expect(wishCalls(calls).at(-1)?.path).toBe(`/v1/invitation/${ID}/wish?page=2&pageSize=20`);
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).toBeNull();
  });

  it('searches on the server once typing pauses', async () => {
    const calls = fakeApi({ wishes: [wishOf(1, 'Budi', 'Selamat ya!'), wishOf(2, 'Sari', 'Semoga samawa')] });
    openPage();
    await screen.findByText('2 ucapan');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari nama atau ucapan' }), { target: { value: 'sam' } });
    expect(await screen.findByText('1 ucapan ditemukan')).toBeTruthy();
    expect(screen.queryByText('Budi')).toBeNull();
    expect(screen.getByText('Sari')).toBeTruthy();
    expect(wishCalls(calls).map((call) => call.path)).toEqual([
      `/v1/invitation/${ID}/wish?page=1&pageSize=20`,
      `/v1/invitation/${ID}/wish?q=sam&page=1&pageSize=20`,
    ]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari nama atau ucapan' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('Tidak ada ucapan yang cocok dengan "zzz".')).toBeTruthy();
  });

  it('asks before deleting a wish; cancelling sends nothing, confirming deletes it and it leaves the list', async () => {
    const calls = fakeApi({ wishes: [wishOf(1, 'Budi', 'Selamat ya!'), wishOf(2, 'Sari', 'Semoga samawa')] });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus ucapan dari Sari' }));
    const dialog = screen.getByText('Hapus ucapan dari Sari?').closest('dialog')!;
    expect(within(dialog).getByText('Ucapan ini juga hilang dari halaman undangan.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal', hidden: true }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(screen.getByText('Sari')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus ucapan dari Sari' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus', hidden: true }));
    expect(await screen.findByText('Ucapan dari Sari dihapus.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/v1/wish/wish-2', body: undefined },
    ]);
    expect(screen.queryByRole('button', { name: 'Hapus ucapan dari Sari' })).toBeNull();
    expect(screen.getByText('1 ucapan')).toBeTruthy();
    expect(screen.getByText('Budi')).toBeTruthy();
  });

  it('exports every wish as ucapan-<slug>.csv', async () => {
    const wishes = [wishOf(1, 'Budi', 'Selamat ya!'), wishOf(2, 'Sari', 'Semoga samawa')];
    const calls = fakeApi({ wishes });
    openPage();
    await screen.findByText('2 ucapan');
    const panel = screen.getByRole('tabpanel', { name: "Ucapan & Do'a" });
    fireEvent.click(within(panel).getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(wishCalls(calls).at(-1)?.path).toBe(`/v1/invitation/${ID}/wish?page=1&pageSize=5000`);
    expect(downloadFile).toHaveBeenCalledWith(
      'ucapan-rina-dimas.csv',
      wishesCsv([wishes[1]!, wishes[0]!]),
      'text/csv;charset=utf-8',
    );
  });
});

describe('Ucapan & Kado: moderation', () => {
  const panel = () => screen.getByRole('tabpanel', { name: "Ucapan & Do'a" });
  const filter = (name: RegExp) => within(panel()).getByRole('button', { name });
  const namesShown = () =>
    within(panel())
      .queryAllByRole('article')
      .map((card) => card.querySelector('.wish-card__name')?.textContent);
  const writes = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');
  const mixed = () => [
    wishOf(1, 'Budi', 'Selamat ya!'),
    wishOf(2, 'Sari', 'Semoga samawa', 'pending'),
    wishOf(3, 'Andi', 'Iklan murah', 'hidden'),
  ];

  it('shows the mode and saves another at once, saying what it means', async () => {
    const calls = fakeApi();
    openPage();
    const instant = await screen.findByRole('radio', { name: 'Langsung tampil' });
    await waitFor(() => expect((instant as HTMLInputElement).checked).toBe(true));
    const approval = screen.getByRole('radio', { name: 'Setelah Anda setujui' }) as HTMLInputElement;
    expect(approval.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(approval.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /disimpan di "Menunggu" sampai Anda menyetujuinya/,
    );
    fireEvent.click(approval);
    expect(await screen.findByText('Ucapan baru kini tampil setelah Anda setujui.')).toBeTruthy();
    expect(approval.checked).toBe(true);
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: `/v1/invitation/${ID}/wish-moderation`, body: { wish_moderation: 'approval' } },
    ]);
  });

  it('goes back to the saved mode, saying why, when saving is refused', async () => {
    fakeApi({ modeRefused: true });
    openPage();
    const instant = (await screen.findByRole('radio', { name: 'Langsung tampil' })) as HTMLInputElement;
    await waitFor(() => expect(instant.checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'Setelah Anda setujui' }));
    expect((await screen.findByRole('alert')).textContent).toBe(VIEWER_ONLY);
    expect(instant.checked).toBe(true);
  });

  it('filters by status with the counts, marks the waiting and hidden ones', async () => {
    const calls = fakeApi({ wishes: mixed(), moderation: 'approval' });
    openPage();
    await screen.findByText('3 ucapan');
    expect(filter(/^Semua/).textContent).toBe('Semua3');
    expect(filter(/^Menunggu/).textContent).toBe('Menunggu1');
    expect(filter(/^Disembunyikan/).textContent).toBe('Disembunyikan1');
    expect(filter(/^Semua/).getAttribute('aria-pressed')).toBe('true');
    expect(within(panel()).getByText('Menunggu persetujuan')).toBeTruthy();
    expect(within(panel()).getAllByText('Disembunyikan')).toHaveLength(2);

    fireEvent.click(filter(/^Menunggu/));
    await waitFor(() => expect(namesShown()).toEqual(['Sari']));
    expect(filter(/^Menunggu/).getAttribute('aria-pressed')).toBe('true');
    expect(wishCalls(calls).at(-1)?.path).toBe(`/v1/invitation/${ID}/wish?status=pending&page=1&pageSize=20`);

    fireEvent.click(filter(/^Disembunyikan/));
    await waitFor(() => expect(namesShown()).toEqual(['Andi']));
  });

  it('approves a waiting wish: it leaves "Menunggu" and the counts follow', async () => {
    const calls = fakeApi({ wishes: mixed(), moderation: 'approval' });
    openPage('?ucapan=menunggu');
    await waitFor(() => expect(namesShown()).toEqual(['Sari']));
    expect(within(panel()).getByRole('button', { name: 'Sembunyikan ucapan dari Sari' })).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Setujui ucapan dari Sari' }));
    expect(await screen.findByText('Ucapan dari Sari disetujui dan kini tampil di undangan.')).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/v1/wish/wish-2/status', body: { status: 'shown' } }]);
    await waitFor(() => expect(namesShown()).toEqual([]));
    expect(screen.getByText('Tidak ada ucapan yang menunggu persetujuan.')).toBeTruthy();
    expect(filter(/^Menunggu/).textContent).toBe('Menunggu0');
  });

  it('hides a shown wish and shows a hidden one again, without asking', async () => {
    const calls = fakeApi({ wishes: mixed() });
    openPage();
    await screen.findByText('3 ucapan');
    expect(within(panel()).queryByRole('button', { name: 'Setujui ucapan dari Budi' })).toBeNull();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Sembunyikan ucapan dari Budi' }));
    expect(await screen.findByText('Ucapan dari Budi disembunyikan dari undangan.')).toBeTruthy();
    await waitFor(() => expect(filter(/^Disembunyikan/).textContent).toBe('Disembunyikan2'));
    expect(await within(panel()).findByRole('button', { name: 'Tampilkan lagi ucapan dari Budi' })).toBeTruthy();

    fireEvent.click(within(panel()).getByRole('button', { name: 'Tampilkan lagi ucapan dari Andi' }));
    expect(await screen.findByText('Ucapan dari Andi tampil lagi di undangan.')).toBeTruthy();
    expect(writes(calls).map((call) => [call.path, call.body])).toEqual([
      ['/v1/wish/wish-1/status', { status: 'hidden' }],
      ['/v1/wish/wish-3/status', { status: 'shown' }],
    ]);
    await waitFor(() => expect(filter(/^Disembunyikan/).textContent).toBe('Disembunyikan1'));
  });
});

describe('Ucapan & Kado: gift confirmations', () => {
  it('groups the confirmations under their wishlist item, with a WhatsApp thank-you link and the status', async () => {
    fakeApi({
      confirmations: [
        confirmationOf(1, 'Rina Wijaya', { notes: 'Semoga bermanfaat' }),
        confirmationOf(2, 'Dewi', { whatsapp_number: '085712345678', status: 'received' }),
      ],
    });
    openPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Konfirmasi Kado' }));
    const panel = screen.getByRole('tabpanel', { name: 'Konfirmasi Kado' });
    const mixerCard = await within(panel).findByRole('region', { name: 'Stand mixer' });
    expect(within(mixerCard).getByText('2 dari 3 terkonfirmasi')).toBeTruthy();

    const rina = within(mixerCard).getByText('Rina Wijaya').closest('li')!;
    const chat = within(rina).getByRole('link', { name: /Kirim WhatsApp ke Rina Wijaya/ });
    expect(chat.textContent).toBe('+62 812 3456 7890');
    expect(chat.getAttribute('href')).toBe(
      `https://wa.me/6281234567890?text=${encodeURIComponent('Halo Rina Wijaya, terima kasih banyak atas kado Stand mixer untuk pernikahan kami!')}`,
    );
    expect(within(rina).getByText('Menunggu')).toBeTruthy();
    expect(within(rina).getByText('5 Mei 2026')).toBeTruthy();
    expect(within(rina).getByText('JNE001')).toBeTruthy();
    expect(within(rina).getByText('Semoga bermanfaat')).toBeTruthy();

    const dewi = within(mixerCard).getByText('Dewi').closest('li')!;
    expect(within(dewi).getByText('Diterima')).toBeTruthy();
    expect(
      within(dewi)
        .getByRole('link', { name: /Kirim WhatsApp ke Dewi/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/6285712345678\?text=/);

    const towelCard = within(panel).getByRole('region', { name: 'Handuk' });
    expect(within(towelCard).getByText('0 dari 2 terkonfirmasi')).toBeTruthy();
    expect(within(towelCard).getByText('Belum ada konfirmasi')).toBeTruthy();
  });

  it('opens on the gifts with ?tab=kado and exports them as konfirmasi-kado-<slug>.csv', async () => {
    const confirmations = [
      confirmationOf(1, 'Rina Wijaya'),
      confirmationOf(2, 'Dewi', { invitation_wishlist_id: 'w-3' }),
    ];
    fakeApi({ confirmations });
    openPage('?tab=kado');
    const panel = await screen.findByRole('tabpanel', { name: 'Konfirmasi Kado' });
    expect(await within(panel).findByText('2 konfirmasi untuk 2 kado')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(downloadFile).toHaveBeenCalledWith(
      'konfirmasi-kado-rina-dimas.csv',
      giftConfirmationsCsv(confirmations, [
        { id: 'w-1', product_name: 'Stand mixer' },
        { id: 'w-3', product_name: 'Handuk' },
      ]),
      'text/csv;charset=utf-8',
    );
  });

  it('points to the gift section when there is no wishlist', async () => {
    fakeApi({ wishlist: [] });
    openPage('?tab=kado');
    expect(await screen.findByText('Belum ada kado wishlist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tambah kado keinginan' }).getAttribute('href')).toBe(
      `/invitation/${ID}/section/gift`,
    );
  });
});
