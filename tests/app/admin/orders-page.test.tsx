// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../../schemas/responses/admin';
import { openDialogsByAttribute } from '../owner/modal-dialogs';
import { ok } from '../owner/owner-page-harness';
import { openConsole, paged, writes } from './admin-harness';

openDialogsByAttribute();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const orderOf = (over: Partial<AdminOrder> = {}): AdminOrder => ({
  order_id: 'UND-20261206-AB12CD34',
  invitation_id: 'inv-1',
  status: 'pending',
  provider_status: null,
  payment_type: null,
  kind: 'new',
  plan_code: 'fair',
  add_ons: [],
  gross_amount: 49000,
  method: 'transfer',
  expires_at: '2026-12-09T03:00:00.000Z',
  proof_url: '/media/bukti.webp',
  reason: null,
  created_at: '2026-12-06T03:05:00.000Z',
  invitation_slug: 'rina-dimas',
  owner: { id: 'u-1', name: 'Rina', email: 'rina@contoh.id' },
  ...over,
});

/** The console's orders against a fake API that keeps them, deciding as the API does. */
function openOrders(orders: AdminOrder[] = [orderOf()], refusal?: { status: number; body: unknown }) {
  const world = { orders };
  const decide = (status: AdminOrder['status']) => (call: { path: string; body: unknown }) => {
    if (refusal) return refusal;
    const id = call.path.split('/')[4];
    const reason = (call.body as { reason?: string }).reason ?? null;
    world.orders = world.orders.map((o) => (o.order_id === id ? { ...o, status, reason } : o));
    return ok(world.orders.find((o) => o.order_id === id));
  };
  const { calls } = openConsole('/admin', {
    'GET /v1/admin/orders': (call) => {
      const status = new URL(call.path, 'http://x').searchParams.get('status');
      return paged(world.orders.filter((o) => o.status === status));
    },
    [`POST /v1/admin/orders/${orderOf().order_id}/confirm`]: decide('paid'),
    [`POST /v1/admin/orders/${orderOf().order_id}/reject`]: decide('rejected'),
  });
  return { world, calls };
}

const row = async (orderId = orderOf().order_id) => (await screen.findByText(orderId)).closest('tr')!;

describe('Pesanan', () => {
  it('lists the waiting orders with their invitation, owner, plan, amount, method, proof and date', async () => {
    const { calls } = openOrders([
      orderOf(),
      orderOf({
        order_id: 'UND-MIDTRANS',
        method: 'midtrans',
        provider_status: 'pending',
        payment_type: 'qris',
        proof_url: null,
      }),
    ]);
    const order = await row();
    expect([...order.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'UND-20261206-AB12CD346 Des 2026, 10.05',
      '/rina-dimasrina@contoh.id',
      'Fair',
      'Rp 49.000',
      'Transfer bank',
      '—',
      'Lihat bukti pesanan UND-20261206-AB12CD34',
      'KonfirmasiTolak',
    ]);
    expect(
      within(order)
        .getByRole('link', { name: /Lihat bukti/ })
        .getAttribute('href'),
    ).toBe('/media/bukti.webp');
    expect(
      within(order)
        .getByRole('link', { name: /Lihat bukti/ })
        .getAttribute('target'),
    ).toBe('_blank');
    // A Midtrans order shows Midtrans's status and is Midtrans's to settle.
    const midtrans = await row('UND-MIDTRANS');
    expect(midtrans.textContent).toContain('Midtrans · qris');
    expect(midtrans.textContent).toContain('pending');
    expect(within(midtrans).queryAllByRole('button')).toEqual([]);
    expect(calls[1]?.path).toBe('/v1/admin/orders?status=pending&page=1');
    expect(screen.getByRole('link', { name: 'Menunggu' }).getAttribute('aria-current')).toBe('page');
  });

  it('confirms a transfer after asking, with a note if written, then lists it under Dibayar', async () => {
    const { calls } = openOrders();
    fireEvent.click(within(await row()).getByRole('button', { name: 'Konfirmasi pesanan UND-20261206-AB12CD34' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi transfer?' });
    expect(dialog.textContent).toContain('Rp 49.000 dari rina@contoh.id sudah masuk ke rekening?');
    fireEvent.change(within(dialog).getByLabelText('Catatan (opsional)'), { target: { value: 'Ref BCA 123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByText('Pesanan UND-20261206-AB12CD34 dikonfirmasi: paket Fair aktif.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/admin/orders/UND-20261206-AB12CD34/confirm', body: { note: 'Ref BCA 123' } },
    ]);
    // The list was asked again: the order no longer waits.
    expect(await screen.findByText('Tidak ada pesanan berstatus Menunggu.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Dibayar' }));
    expect(within(await row()).getByRole('button', { name: /Tandai dikembalikan/ })).toBeTruthy();
  });

  it('rejects a transfer only with a reason', async () => {
    const { calls } = openOrders();
    fireEvent.click(within(await row()).getByRole('button', { name: 'Tolak pesanan UND-20261206-AB12CD34' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak transfer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Alasan wajib diisi');
    expect(within(dialog).getByLabelText('Alasan').getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'Nominal tidak sesuai' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText('Pesanan UND-20261206-AB12CD34 ditolak.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/v1/admin/orders/UND-20261206-AB12CD34/reject',
        body: { reason: 'Nominal tidak sesuai' },
      },
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Ditolak' }));
    expect((await row()).textContent).toContain('Alasan: Nominal tidak sesuai');
  });

  it("says the API's refusal in the dialog, which stays open", async () => {
    const message = 'Hanya pesanan berstatus Menunggu pembayaran yang dapat diproses (pesanan ini: Dibayar)';
    openOrders([orderOf()], { status: 409, body: { message } });
    fireEvent.click(within(await row()).getByRole('button', { name: /^Konfirmasi/ }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi transfer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(message));
  });
});
