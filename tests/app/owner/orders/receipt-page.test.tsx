// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ReceiptPage } from '../../../../app/owner/orders/receipt-page';
import type { Order } from '../../../../schemas/entities/order.schema';
import { summaryOf } from '../dashboard-harness';
import { ok, renderOwnerPage, routedApi } from '../owner-page-harness';
import { ID, orderOf } from './payment-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PAID = orderOf({
  order_id: 'UND-LUNAS',
  status: 'paid',
  method: 'midtrans',
  payment_type: 'gopay',
  paid_at: '2026-12-06T05:30:00.000Z',
  active_until: '2027-12-06T05:30:00.000Z',
});

function openReceipt(order: Order) {
  routedApi({
    [`GET /v1/order/${order.order_id}`]: ok(order),
    [`GET /v1/invitation/summary/${ID}`]: ok(summaryOf()),
  });
  renderOwnerPage(
    ReceiptPage,
    '/invitation/:id/setting/payment/receipt/:orderId',
    `/invitation/${ID}/setting/payment/receipt/${order.order_id}`,
  );
}

describe('the receipt of a paid order', () => {
  it('states the order, plan, amount, way of paying, the day paid and the end of the period', async () => {
    openReceipt(PAID);
    const receipt = await screen.findByRole('article', { name: 'Kuitansi Pembayaran' });
    const facts = within(receipt)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Nomor pesanan', 'UND-LUNAS'],
      ['Undangan', '/rina-dimas'],
      ['Paket', 'Luxury (Bayar)'],
      ['Cara bayar', 'Midtrans · GoPay'],
      ['Tanggal bayar', 'Minggu, 6 Desember 2026 pukul 12.30 WIB'],
      ['Aktif sampai', '6 Desember 2027'],
      ['Jumlah', 'Rp 199.000'],
    ]);
    expect(within(receipt).getByText('PAID')).toBeTruthy();
  });

  it("prints with 'Cetak'", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    openReceipt(PAID);
    fireEvent.click(await screen.findByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('has none for an order not paid', async () => {
    openReceipt(orderOf());
    expect(await screen.findByText('Kuitansi hanya tersedia untuk pesanan yang sudah dibayar.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cetak' })).toBeNull();
  });
});
