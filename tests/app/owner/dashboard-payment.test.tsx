// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_REFETCH_MS } from '../../../app/queries/order-queries';
import { fakeApi, ID, renderDashboard, summaryOf } from './dashboard-harness';
import { orderOf } from './orders/payment-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PAYMENT = `/invitation/${ID}/setting/payment`;
const DAY = 86_400_000;
const statusCard = () => screen.findByRole('region', { name: 'Status & paket' });
const unpaid = (over = {}) => summaryOf({ paid: false, expired_at: null, ...over });

describe('the dashboard of an invitation whose plan is not paid', () => {
  it("offers 'Bayar & Terbitkan' instead of a 'Terbitkan' that would fail", async () => {
    fakeApi({ summary: unpaid() });
    renderDashboard();
    const card = await statusCard();
    expect(within(card).getByText(/Paket Luxury belum dibayar/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Bayar & Terbitkan' }).getAttribute('href')).toBe(PAYMENT);
    expect(within(card).queryByRole('button', { name: 'Terbitkan' })).toBeNull();
    expect(within(card).getByText('Belum dibayar')).toBeTruthy();
    expect(within(card).getByText('Dimulai saat pembayaran diterima')).toBeTruthy();
  });

  it('says so while an order waits, with its PENDING badge', async () => {
    fakeApi({ summary: unpaid({ order_status: 'pending' }) });
    renderDashboard();
    const card = await statusCard();
    expect(within(card).getByText(/menunggu pembayaran/)).toBeTruthy();
    expect(within(card).getByText('PENDING')).toBeTruthy();
  });

  it("makes the first steps' 'Terbitkan' a 'Bayar & Terbitkan' to the payment page", async () => {
    fakeApi({ summary: unpaid() });
    renderDashboard();
    const steps = await screen.findByRole('region', { name: 'Langkah berikutnya' });
    const step = within(steps).getByRole('link', { name: /Bayar & Terbitkan/ });
    expect(step.getAttribute('href')).toBe(PAYMENT);
  });
});

describe('the dashboard of a paid invitation', () => {
  it('shows PAID, and offers Perpanjang when the period nears its end', async () => {
    fakeApi({ summary: summaryOf({ expired_at: new Date(Date.now() + 20 * DAY).toISOString(), events: [] }) });
    renderDashboard();
    const card = await statusCard();
    expect(within(card).getByText('PAID')).toBeTruthy();
    expect(within(card).getByText(/^Masa aktif berakhir 20 hari lagi/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Perpanjang' }).getAttribute('href')).toBe(PAYMENT);
  });
});

describe('back from paying (?order=…)', () => {
  it('says the payment was received', async () => {
    const paid = orderOf({ status: 'paid', paid_at: '2026-12-06T05:00:00.000Z' });
    fakeApi({ orders: [paid], summary: summaryOf() });
    renderDashboard(`?order=${paid.order_id}`);
    const notice = await screen.findByRole('region', { name: 'Status pembayaran' });
    await within(notice).findByText(
      'Pembayaran diterima. Paket Luxury aktif sampai 6 Desember 2027. Kini undangan dapat diterbitkan.',
    );
  });

  it('waits for the payment, asks again, and says when it came', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ orders: [orderOf({ method: 'midtrans' })], summary: unpaid({ order_status: 'pending' }) });
    renderDashboard(`?order=${orderOf().order_id}`);
    const notice = await screen.findByRole('region', { name: 'Status pembayaran' });
    await within(notice).findByText(/^Menunggu pembayaran pesanan UND-/);
    api.orders = [orderOf({ method: 'midtrans', status: 'paid' })];
    api.summary = summaryOf();
    await act(async () => vi.advanceTimersByTime(PENDING_REFETCH_MS + 100));
    await within(notice).findByText(/^Pembayaran diterima\./);
    // The summary is read again: the card shows the plan paid.
    await waitFor(async () => expect(within(await statusCard()).getByText('PAID')).toBeTruthy());
  });

  it.each([
    ['failed', /^Pembayaran pesanan UND-\S+ gagal\. Silakan pesan lagi\.$/],
    ['expired', /^Batas waktu pembayaran pesanan UND-\S+ sudah lewat\. Silakan pesan lagi\.$/],
  ] as const)('says a %s order ended and offers to order again', async (status, text) => {
    fakeApi({ orders: [orderOf({ status })], summary: unpaid() });
    renderDashboard(`?order=${orderOf().order_id}`);
    const notice = await screen.findByRole('region', { name: 'Status pembayaran' });
    expect((await within(notice).findByRole('alert')).textContent).toMatch(text);
    expect(within(notice).getByRole('link', { name: 'Pesan lagi' }).getAttribute('href')).toBe(PAYMENT);
  });
});
