// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PaymentPage } from '../../../../app/owner/orders/payment-page';
import { paymentPage } from '../../../../app/owner/orders/use-order-creation';
import type { Order } from '../../../../schemas/entities/order.schema';
import type { OrderOptions } from '../../../../schemas/responses/orders';
import type { InvitationSummary } from '../../../../schemas/responses/owner-invitations';
import { summaryOf } from '../dashboard-harness';
import { ok, renderOwnerPage, routedApi, type Answer } from '../owner-page-harness';
import { ID, LOWER_THEME, optionsOf, orderOf, PLANS } from './payment-fixtures';

vi.mock('../../../../app/api/media-calls', () => ({
  uploadMedia: vi.fn(async (_file: File, _kind: string, options: { onProgress?: (f: number) => void }) => {
    options.onProgress?.(0.5);
    return { id: 'm-1', url: '/media/bukti.webp', bytes: 1000 };
  }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOW_PAID = '2026-12-06T05:30:00.000Z';

type World = { orders: Order[]; options: OrderOptions; summary: InvitationSummary; role: string; create?: Answer };

/** 'Paket & Pembayaran' of an unpaid Luxury draft against a fake API kept in `world`. */
function openPage(over: Partial<World> = {}) {
  const world: World = {
    orders: [],
    options: optionsOf(),
    summary: summaryOf({ paid: false, expired_at: null, status: 'draft' }),
    role: 'owner',
    ...over,
  };
  const calls = routedApi({
    [`GET /v1/invitation/summary/${ID}`]: () => ok(world.summary),
    [`GET /v1/invitation/${ID}`]: () => ok({ id: ID, slug: 'rina-dimas', my_role: world.role }),
    [`GET /v1/invitation/${ID}/order/options`]: () => ok(world.options),
    [`GET /v1/invitation/${ID}/order`]: () => ok(world.orders),
    'GET /v1/plan': ok(PLANS),
    [`POST /v1/invitation/${ID}/order`]: ({ body }) => {
      if (world.create) return world.create;
      const { method } = body as { method: Order['method'] };
      const made = orderOf({
        method,
        redirect_url: method === 'midtrans' ? 'https://app.sandbox.midtrans.com/snap/v4/x' : null,
      });
      world.orders = [made, ...world.orders];
      return { status: 201, body: { data: made } };
    },
    [`PUT /v1/order/${orderOf().order_id}/proof`]: ({ body }) => {
      world.orders = world.orders.map((o) => ({ ...o, proof_url: (body as { proof_url: string }).proof_url }));
      return ok(world.orders[0]);
    },
  });
  renderOwnerPage(PaymentPage, '/invitation/:id/setting/payment', `/invitation/${ID}/setting/payment`, [
    { path: '/invitation/:id/setting/payment/receipt/:orderId', element: <h1>Kuitansi</h1> },
  ]);
  return { world, calls };
}

const card = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }).closest('label')!;

describe("'Paket & Pembayaran' before paying", () => {
  it('shows each plan with its price, what ordering it would be, its amount and both dates', async () => {
    openPage();
    const luxury = await screen.findByRole('radio', { name: /^Luxury/ });
    expect((luxury as HTMLInputElement).checked).toBe(true);
    const text = card('Luxury').textContent;
    expect(card('Luxury').querySelector('s')?.textContent).toBe('Harga normal Rp 249.000');
    expect(text).toContain('Rp 199.000');
    expect(text).toContain('365 hari');
    expect(text).toContain('Buku tamu QR & layar sapaan di lokasi acara');
    expect(within(card('Luxury')).getByText('Bayar')).toBeTruthy();
    expect(text).toContain('Aktif sejak 6 Desember 2026 sampai 6 Desember 2027');
    expect(screen.getByText(/tidak pernah berakhir sebelum 7 hari setelah acara utama/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bayar Rp 199.000' })).toBeTruthy();
    // The plan as it stands: chosen, not paid yet.
    const status = screen.getByRole('region', { name: 'Paket saat ini' });
    expect(within(status).getByText('Belum dibayar')).toBeTruthy();
  });

  it('locks a plan that cannot be ordered and says why', async () => {
    openPage();
    const fair = await screen.findByRole('radio', { name: /^Fair/ });
    expect((fair as HTMLInputElement).disabled).toBe(true);
    expect(within(card('Fair')).getByText(LOWER_THEME)).toBeTruthy();
    expect(card('Fair').textContent).not.toContain('Aktif sejak');
  });

  it("says an upgrade's amount is the difference and an extension's period", async () => {
    const options = optionsOf();
    options.plans[1] = { ...options.plans[1]!, kind: 'upgrade', gross_amount: 50000, refusal: null };
    options.plans[2] = { ...options.plans[2]!, kind: 'extension', active_until: '2028-06-01T03:00:00.000Z' };
    openPage({ options, summary: summaryOf({ paid: true }) });
    await screen.findByRole('radio', { name: /^Mediaval/ });
    expect(card('Mediaval').textContent).toContain('UpgradeRp 50.000 (selisih harga)');
    expect(card('Luxury').textContent).toContain('Perpanjang');
    expect(card('Luxury').textContent).toContain('sampai 1 Juni 2028');
    fireEvent.click(screen.getByRole('radio', { name: /^Mediaval/ }));
    expect(screen.getByRole('button', { name: 'Bayar Rp 50.000' })).toBeTruthy();
  });
});

describe('paying', () => {
  it('by transfer: shows the accounts, the amount, the deadline and the proof upload, then waits', async () => {
    const { calls } = openPage();
    fireEvent.click(await screen.findByRole('radio', { name: /^Transfer bank/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Bayar Rp 199.000' }));
    const order = await screen.findByRole('region', { name: 'Menunggu pembayaran' });
    // The form used is gone: the couple is taken to the order.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Menunggu pembayaran'));
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/v1/invitation/${ID}/order`,
      body: { plan_code: 'luxury', method: 'transfer' },
    });
    expect(within(order).getByText(orderOf().order_id)).toBeTruthy();
    expect(within(order).getByText('Rabu, 9 Desember 2026 pukul 10.00 WIB')).toBeTruthy();
    expect(within(order).getAllByText('Rp 199.000').length).toBeGreaterThan(0);
    expect(within(order).getByText('1234567890')).toBeTruthy();
    expect(within(order).getByText('a.n. PT Undangan Digital')).toBeTruthy();
    expect(within(order).getAllByRole('button', { name: 'Salin' })).toHaveLength(2);
    // No other order while this one waits.
    expect(screen.queryByRole('button', { name: /^Bayar/ })).toBeNull();
    expect(screen.getByText('Pesanan baru dapat dibuat setelah pesanan di atas selesai.')).toBeTruthy();

    const proof = new File([new Uint8Array(10)], 'bukti.png', { type: 'image/png' });
    fireEvent.change(within(order).getByLabelText('Unggah bukti transfer'), { target: { files: [proof] } });
    const waiting = await screen.findByRole('region', { name: 'Menunggu konfirmasi' });
    expect(calls).toContainEqual({
      method: 'PUT',
      path: `/v1/order/${orderOf().order_id}/proof`,
      body: { proof_url: '/media/bukti.webp' },
    });
    expect(within(waiting).getByRole('img', { name: 'Bukti transfer yang terkirim' }).getAttribute('src')).toBe(
      '/media/bukti.webp',
    );
    expect(within(waiting).getByText(/Bukti transfer sudah kami terima/)).toBeTruthy();
  });

  it('refuses a proof that is no image before sending it', async () => {
    openPage({ orders: [orderOf()] });
    const input = await screen.findByLabelText('Unggah bukti transfer');
    fireEvent.change(input, { target: { files: [new File(['x'], 'bukti.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Berkas harus berupa gambar (JPEG, PNG atau WebP)');
  });

  it("by Midtrans: goes on to Midtrans's payment page", async () => {
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const { calls } = openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Bayar Rp 199.000' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://app.sandbox.midtrans.com/snap/v4/x'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ plan_code: 'luxury', method: 'midtrans' });
  });

  it("says the server's refusal", async () => {
    openPage({
      create: { status: 409, body: { message: 'Masih ada pesanan yang menunggu pembayaran (UND-LAIN)' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bayar Rp 199.000' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Masih ada pesanan yang menunggu pembayaran (UND-LAIN)',
    );
  });
});

describe('orders already made', () => {
  it('blocks a new order while a Midtrans payment waits, and offers to go on with it', async () => {
    const redirect = 'https://app.sandbox.midtrans.com/snap/v4/lanjut';
    openPage({ orders: [orderOf({ method: 'midtrans', redirect_url: redirect })] });
    const continueLink = await screen.findByRole('link', { name: 'Lanjutkan pembayaran' });
    expect(continueLink.getAttribute('href')).toBe(redirect);
    expect(screen.queryByRole('radio', { name: /^Luxury/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Bayar/ })).toBeNull();
  });

  it('says why the last order was rejected and lets the couple order again', async () => {
    const rejected = orderOf({ order_id: 'UND-DITOLAK', status: 'rejected', reason: 'Nominal transfer tidak sesuai' });
    openPage({ orders: [rejected] });
    expect(
      await screen.findByText('Pesanan UND-DITOLAK ditolak: Nominal transfer tidak sesuai. Silakan pesan lagi.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bayar Rp 199.000' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Riwayat pesanan' });
    expect(within(history).getByText('DITOLAK')).toBeTruthy();
    expect(within(history).getByText('Alasan: Nominal transfer tidak sesuai')).toBeTruthy();
  });

  it('lists every order with its badge, and a receipt for a paid one', async () => {
    const paid = orderOf({
      order_id: 'UND-LUNAS',
      status: 'paid',
      paid_at: NOW_PAID,
      payment_type: 'qris',
      method: 'midtrans',
    });
    openPage({ orders: [paid, orderOf({ order_id: 'UND-LEWAT', status: 'expired' })], summary: summaryOf() });
    const history = await screen.findByRole('region', { name: 'Riwayat pesanan' });
    const rows = within(history).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('PAID')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Midtrans · QRIS');
    expect(within(rows[1]!).getByText('EXPIRED')).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('link', { name: 'Kuitansi pesanan UND-LUNAS' }));
    expect(await screen.findByRole('heading', { name: 'Kuitansi' })).toBeTruthy();
  });

  it('lets a member read the orders but not pay', async () => {
    openPage({ role: 'editor' });
    expect(await screen.findByText('Hanya pemilik undangan yang dapat membayar paket.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Bayar/ })).toBeNull();
  });
});
