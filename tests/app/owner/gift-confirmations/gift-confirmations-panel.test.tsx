// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiftConfirmationsPanel } from '../../../../app/owner/gift-confirmations/gift-confirmations-panel';
import type { GiftConfirmation } from '../../../../schemas/entities/gift-confirmation.schema';
import { freshQueryClient, ok, routedApi, type Answer, type Call } from '../owner-page-harness';

const ID = 'inv-1';
const RECEIVED_AT = '2026-05-07T03:15:00.000Z';
const THANKED_AT = '2026-05-07T04:20:00.000Z';

const mixer = { id: 'w-1', product_name: 'Stand mixer', amount: 1250000, qty: 3, confirmation: [] };
const rina: GiftConfirmation = {
  id: 'c-1',
  buyer_name: 'Rina Wijaya',
  whatsapp_number: '+6281234567890',
  purchase_date: '2026-05-05T00:00:00.000Z',
  shipping_expedition: 'JNE',
  shipping_receipt: 'JNE001',
  invitation_wishlist_id: 'w-1',
  invitation_id: ID,
  status: 'pending',
  created_at: '2026-05-05T10:00:00.000Z',
};

/** The chat opens in a tab of its own: here nothing navigates. */
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  cleanup();
  vi.unstubAllGlobals();
});

/** The API the panel reads and writes, keeping the owner's marks; `refuse` answers every mark with it. */
function fakeApi(refuse?: Answer) {
  let stored = { ...rina };
  const marked = (change: (call: Call) => Partial<GiftConfirmation>) => (call: Call) => {
    if (refuse) return refuse;
    const { received_at: _received, ...rest } = stored;
    stored = { ...rest, ...change(call) } as GiftConfirmation;
    return ok(stored);
  };
  return routedApi({
    [`GET /v1/invitation/${ID}/content`]: () =>
      ok({
        couple: { groom: null, bride: null },
        events: [],
        stories: [],
        gallery: [],
        gifts: { physical: [], virtual: [], wishlist: [mixer] },
      }),
    [`GET /v1/invitation/${ID}/gift/confirmation`]: () => ok([stored]),
    'PUT /v1/gift/wishlist/confirmation/c-1/received': marked((call) =>
      (call.body as { received: boolean }).received
        ? { status: 'received', received_at: RECEIVED_AT }
        : { status: 'pending' },
    ),
    'POST /v1/gift/wishlist/confirmation/c-1/thanked': marked(() => ({
      thanked_at: THANKED_AT,
      ...(stored.received_at && { received_at: stored.received_at }),
    })),
  });
}

function openPanel() {
  render(
    <QueryClientProvider client={freshQueryClient()}>
      <GiftConfirmationsPanel invitationId={ID} slug="rina-dimas" />
    </QueryClientProvider>,
  );
  return screen.findByRole('region', { name: 'Stand mixer' });
}

const writes = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body]);

describe("the owner's marks on a gift confirmation", () => {
  it('marks the gift received, says so, and takes the mark back', async () => {
    const calls = fakeApi();
    const card = await openPanel();
    expect(within(card).getByText('Menunggu')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Tandai diterima kado dari Rina Wijaya' }));
    expect(await within(card).findByText('Diterima')).toBeTruthy();
    expect(within(card).getByText(/^Kado diterima 7 Mei/)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Batalkan tanda diterima kado dari Rina Wijaya' }));
    expect(await within(card).findByText('Menunggu')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Tandai diterima kado dari Rina Wijaya' })).toBeTruthy();
    expect(writes(calls)).toEqual([
      ['PUT', '/v1/gift/wishlist/confirmation/c-1/received', { received: true }],
      ['PUT', '/v1/gift/wishlist/confirmation/c-1/received', { received: false }],
    ]);
  });

  it('thanks the buyer on WhatsApp, naming them and the gift, and notes it as sent', async () => {
    const calls = fakeApi();
    const card = await openPanel();
    const thank = within(card).getByRole('link', { name: 'Kirim terima kasih ke Rina Wijaya lewat WhatsApp' });
    const chat = new URL(thank.getAttribute('href')!);
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/6281234567890');
    expect(chat.searchParams.get('text')).toBe(
      'Halo Rina Wijaya, terima kasih banyak atas kado Stand mixer untuk pernikahan kami!',
    );
    expect(thank.getAttribute('target')).toBe('_blank');

    fireEvent.click(thank);
    expect(await within(card).findByText(/^Terima kasih terkirim 7 Mei/)).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Kirim terima kasih lagi ke Rina Wijaya lewat WhatsApp' }),
    ).toBeTruthy();
    expect(writes(calls)).toEqual([['POST', '/v1/gift/wishlist/confirmation/c-1/thanked', undefined]]);
  });

  it('says why a mark failed and leaves the confirmation as it was', async () => {
    fakeApi({ status: 403, body: { message: 'Peran Anda tidak boleh mengubah undangan ini' } });
    const card = await openPanel();
    fireEvent.click(within(card).getByRole('button', { name: 'Tandai diterima kado dari Rina Wijaya' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Peran Anda tidak boleh mengubah undangan ini');
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Tandai diterima kado dari Rina Wijaya' })).toBeTruthy(),
    );
    expect(within(card).getByText('Menunggu')).toBeTruthy();
  });
});
