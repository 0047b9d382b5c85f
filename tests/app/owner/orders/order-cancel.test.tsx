// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PaymentPage } from '../../../../app/owner/orders/payment-page';
import type { Order } from '../../../../schemas/entities/order.schema';
import { summaryOf } from '../dashboard-harness';
import { openDialogsByAttribute } from '../modal-dialogs';
import { ok, renderOwnerPage, routedApi, type Answer } from '../owner-page-harness';
import { ID, optionsOf, orderOf, PLANS } from './payment-fixtures';

/**
 * 'Batalkan pesanan' on 'Paket & Pembayaran' (docs/product.md#payment): the owner is asked first,
 * the order is cancelled through the API, and the plans are offered again; a refusal is said in
 * Indonesian, and a payment that came first shows as paid.
 */

openDialogsByAttribute();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORDER_ID = orderOf().order_id;
const CANCELLED = 'Dibatalkan oleh pemilik undangan';

type World = { orders: Order[]; role: string; cancel: (world: World) => Answer };

/** The couple's order ends failed, as the API ends a cancelled one. */
const cancelled = (world: World): Answer => {
  world.orders = world.orders.map((o) => ({ ...o, status: 'failed', reason: CANCELLED }));
  return ok(world.orders[0]);
};

/** 'Paket & Pembayaran' with one order waiting (a transfer unless told), against a fake API. */
function openPage(over: Partial<World> = {}) {
  const world: World = { orders: [orderOf()], role: 'owner', cancel: cancelled, ...over };
  const calls = routedApi({
    [`GET /v1/invitation/summary/${ID}`]: () => ok(summaryOf({ paid: false, expired_at: null, status: 'draft' })),
    [`GET /v1/invitation/${ID}`]: () => ok({ id: ID, slug: 'rina-dimas', my_role: world.role }),
    [`GET /v1/invitation/${ID}/order/options`]: () => ok(optionsOf()),
    [`GET /v1/invitation/${ID}/order`]: () => ok(world.orders),
    'GET /v1/plan': ok(PLANS),
    [`POST /v1/order/${ORDER_ID}/cancel`]: () => world.cancel(world),
  });
  renderOwnerPage(PaymentPage, '/invitation/:id/setting/payment', `/invitation/${ID}/setting/payment`);
  const cancelCalls = () => calls.filter((c) => c.method === 'POST' && c.path === `/v1/order/${ORDER_ID}/cancel`);
  return { world, cancelCalls };
}

const dialogOf = () => screen.getByRole('heading', { name: 'Batalkan pesanan?', level: 2 }).closest('dialog')!;

/** Presses 'Batalkan pesanan' on the order's card and answers the question with `answer`. */
async function cancelAnswering(answer: 'Batalkan pesanan' | 'Kembali') {
  const card = await screen.findByRole('region', { name: 'Menunggu pembayaran' });
  fireEvent.click(within(card).getByRole('button', { name: 'Batalkan pesanan' }));
  const dialog = dialogOf();
  expect(dialog.hasAttribute('open')).toBe(true);
  fireEvent.click(within(dialog).getByRole('button', { name: answer }));
  return dialog;
}

describe("'Batalkan pesanan'", () => {
  it('asks first, and nothing is cancelled when the owner goes back', async () => {
    const { cancelCalls } = openPage();
    const dialog = await cancelAnswering('Kembali');
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(cancelCalls()).toEqual([]);
    expect(screen.getByRole('region', { name: 'Menunggu pembayaran' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Bayar/ })).toBeNull();
  });

  it('says what cancelling means, then cancels the order and shows the plans again', async () => {
    const { cancelCalls } = openPage();
    const card = await screen.findByRole('region', { name: 'Menunggu pembayaran' });
    fireEvent.click(within(card).getByRole('button', { name: 'Batalkan pesanan' }));
    expect(dialogOf().textContent).toContain(`Pesanan ${ORDER_ID} (paket Luxury, Rp 199.000)`);
    expect(dialogOf().textContent).toContain('Jika Anda sudah mentransfer, jangan batalkan');
    fireEvent.click(within(dialogOf()).getByRole('button', { name: 'Batalkan pesanan' }));

    expect(await screen.findByRole('button', { name: 'Bayar Rp 199.000' })).toBeTruthy();
    expect(cancelCalls()).toEqual([{ method: 'POST', path: `/v1/order/${ORDER_ID}/cancel`, body: undefined }]);
    expect(screen.queryByRole('region', { name: 'Menunggu pembayaran' })).toBeNull();
    expect(screen.getByRole('radio', { name: /^Luxury/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`Pesanan ${ORDER_ID} dibatalkan. Silakan pilih paket lagi.`);
    // The question went with the order's card.
    expect(screen.queryByText('Batalkan pesanan?')).toBeNull();
  });

  it('says a refusal in Indonesian and keeps the order waiting', async () => {
    const down = 'Midtrans sedang tidak dapat dihubungi. Coba lagi sebentar lagi.';
    openPage({
      orders: [orderOf({ method: 'midtrans', redirect_url: 'https://app.sandbox.midtrans.com/snap/v4/x' })],
      cancel: () => ({ status: 502, body: { message: down } }),
    });
    await cancelAnswering('Batalkan pesanan');
    expect((await screen.findByRole('alert')).textContent).toBe(down);
    expect(screen.getByRole('region', { name: 'Menunggu pembayaran' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Bayar/ })).toBeNull();
  });

  it('shows the payment when it came first (409): the order is paid, not cancelled', async () => {
    openPage({
      orders: [orderOf({ method: 'midtrans' })],
      cancel: (world) => {
        world.orders = [{ ...world.orders[0]!, status: 'paid', paid_at: '2026-12-06T05:30:00.000Z' }];
        return { status: 409, body: { message: 'Pembayaran ini sudah diterima', data: world.orders[0] } };
      },
    });
    await cancelAnswering('Batalkan pesanan');
    expect((await screen.findByRole('alert')).textContent).toBe('Pembayaran ini sudah diterima');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Menunggu pembayaran' })).toBeNull());
    const history = screen.getByRole('region', { name: 'Riwayat pesanan' });
    expect(within(history).getByText('PAID')).toBeTruthy();
  });

  it('is not offered to a member', async () => {
    openPage({ role: 'editor' });
    await screen.findByText('Hanya pemilik undangan yang dapat membayar paket.');
    expect(screen.getByRole('region', { name: 'Menunggu pembayaran' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Batalkan pesanan' })).toBeNull();
  });
});
