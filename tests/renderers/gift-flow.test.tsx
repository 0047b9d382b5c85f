// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestCalls } from '../../app/api/guest-calls';
import { createActor, fromPromise } from 'xstate';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { giftConfirmationMachine, type GiftConfirmationActor } from '../../engine/machines/gift-confirmation.machine';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { GiftConfirmationPayload } from '../../schemas/payloads/gift-confirmation.payload';
import { WISHLIST_SHIPPING_ADDRESS } from '../../renderers/sections/wishlist-detail-dialog';
import { loadManifestFromDisk, NOW } from '../helpers';
import { onlySections, themeView } from '../render-theme';

// The calendar opens on the current month: the sample's 'now' (November 2026).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const guest: Guest = { id: 'guest-1', name: 'Budi Santoso', rsvp: [] };

/**
 * A running gift confirmation actor whose `confirmGift` the test settles by hand, or that sends
 * through `send` (e.g. the real API client).
 */
function giftFlow(guestOfFlow: Guest | null = guest, send?: (payload: GiftConfirmationPayload) => Promise<unknown>) {
  const received: GiftConfirmationPayload[] = [];
  const calls: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const actor = createActor(
    giftConfirmationMachine.provide({
      actors: {
        confirmGift: fromPromise<unknown, GiftConfirmationPayload>(({ input }) => {
          received.push(input);
          if (send) return send(input);
          return new Promise((resolve, reject) => calls.push({ resolve, reject }));
        }),
      },
    }),
    { input: { invitationId: 'demo', guest: guestOfFlow } },
  ).start();
  return { actor, received, calls };
}

function renderGift(themeId: string, flow?: GiftConfirmationActor, edit?: (page: InvitationPage) => InvitationPage) {
  const manifest = loadManifestFromDisk(themeId);
  const sample = sampleInvitation(manifest.id, NOW);
  const page = edit ? edit(sample) : sample;
  render(themeView(manifest, onlySections(page, 'gift'), { flows: flow ? { gift: flow } : undefined }));
  return document.getElementById('gift') as HTMLElement;
}

const wishlistItem = (gift: HTMLElement, name: string) =>
  within(gift).getByText(name).closest('.wishlist__item') as HTMLElement;

/** Wishlist tab of the selector, the item's 'See Detail', and the dialog it opens. */
function openDetail(gift: HTMLElement, name = 'Set Piring Makan') {
  const wishlist = within(gift).queryByRole('radio', { name: 'Wishlist' });
  if (wishlist) fireEvent.click(wishlist);
  fireEvent.click(within(wishlistItem(gift, name)).getByRole('button', { name: 'See Detail' }));
  return screen.getByRole('dialog', { name: 'Detail Kado Keinginan' });
}

function openForm(gift: HTMLElement, name?: string) {
  fireEvent.click(within(openDetail(gift, name)).getByRole('button', { name: 'Confirm Gift' }));
  return screen.getByRole('dialog', { name: 'Confirm Gift' });
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;
const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(form, label), { target: { value } });

const dateField = (form: HTMLElement) => within(form).getByRole('button', { name: /^Tanggal Pembelian/ });

/** Opens the purchase date's calendar and waits for it (its code arrives in its own chunk). */
async function openCalendar(form: HTMLElement) {
  fireEvent.click(dateField(form));
  return within(form).findByRole('grid');
}

/** Picks a day of the month the calendar shows, by the day's Indonesian label (e.g. '2 November 2026'). */
async function pickDate(form: HTMLElement, day: string) {
  const calendar = await openCalendar(form);
  fireEvent.click(within(calendar).getByRole('button', { name: new RegExp(`, ${day}`) }));
}

async function fillValid(form: HTMLElement) {
  type(form, 'Nomor WhatsApp', '081234567890');
  await pickDate(form, '2 November 2026');
  type(form, 'Ekspedisi Pengiriman', 'JNE');
  type(form, 'Nomor Resi', 'JNE123456');
}

describe('wishlist detail dialog', () => {
  it('shows the item, the fixed shipping address, the purchase link and Confirm Gift', () => {
    const gift = renderGift('floral-whimsy', giftFlow().actor);
    const dialog = openDetail(gift);
    expect(within(dialog).getByText('Set Piring Makan')).toBeTruthy();
    expect(within(dialog).getByText('2 pcs')).toBeTruthy();
    expect(within(dialog).getByText('Rp 850.000')).toBeTruthy();
    expect(within(dialog).getByText(WISHLIST_SHIPPING_ADDRESS)).toBeTruthy();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/demo/gift-2.svg');
    const purchase = within(dialog).getByRole('link', { name: 'Purchase Gift' });
    expect(purchase.getAttribute('href')).toBe('https://www.tokopedia.com/');
    expect(purchase.getAttribute('target')).toBe('_blank');
    expect(purchase.getAttribute('rel')).toBe('noreferrer');
    expect(within(dialog).getByRole('button', { name: 'Confirm Gift' })).toBeTruthy();
  });

  it('shows the description when the item has one, and the same address for any invitation', () => {
    const gift = renderGift('floral-whimsy', undefined, (page) => ({
      ...page,
      invitation: {
        ...page.invitation,
        physical_gift: [],
        wishlist_gift: (page.invitation.wishlist_gift ?? []).map((item) =>
          item.id === 'sheets' ? { ...item, description: 'Ukuran 160 x 200' } : item,
        ),
      },
    }));
    const sheets = openDetail(gift, 'Sprei Katun Jepang');
    expect(within(sheets).getByText('Ukuran 160 x 200')).toBeTruthy();
    expect(within(sheets).getByText(WISHLIST_SHIPPING_ADDRESS)).toBeTruthy();
    fireEvent.click(within(sheets).getByRole('button', { name: 'Close' }));
    const plates = openDetail(gift, 'Set Piring Makan');
    expect(plates.querySelector('.wishlist-detail__description')).toBeNull();
  });

  it('opens without a flow too, but offers no Confirm Gift; Close closes it', () => {
    const gift = renderGift('floral-whimsy');
    const dialog = openDetail(gift);
    expect(within(dialog).queryByRole('button', { name: 'Confirm Gift' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Purchase Gift' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the booked stamp, and no See Detail, on an item with confirmations', () => {
    const gift = renderGift('floral-whimsy', giftFlow().actor);
    fireEvent.click(within(gift).getByRole('radio', { name: 'Wishlist' }));
    const espresso = wishlistItem(gift, 'Mesin Espresso');
    expect(espresso.classList).toContain('wishlist__item--booked');
    expect(within(espresso).getByText('booked')).toBeTruthy();
    expect(within(espresso).queryByText('See Detail')).toBeNull();
  });
});

describe('a wishlist card', () => {
  /** The sample's 'Set Piring Makan' (quantity 2) with one confirmation: not booked yet. */
  const oneOfTwoConfirmed = (page: InvitationPage): InvitationPage => ({
    ...page,
    invitation: {
      ...page.invitation,
      wishlist_gift: (page.invitation.wishlist_gift ?? []).map((item) =>
        item.id === 'plates'
          ? { ...item, confirmation: [{ id: 'c-1', status: 'pending', created_at: '2026-11-20T03:00:00.000Z' }] }
          : item,
      ),
    },
  });

  it('opens its detail itself while the item is not booked, also once some are confirmed', () => {
    const { actor } = giftFlow();
    const gift = renderGift('floral-whimsy', actor, oneOfTwoConfirmed);
    fireEvent.click(within(gift).getByRole('radio', { name: 'Wishlist' }));
    const plates = wishlistItem(gift, 'Set Piring Makan');
    expect(plates.classList).not.toContain('wishlist__item--booked');
    expect(within(plates).queryByRole('button', { name: 'See Detail' })).toBeNull();
    const card = within(plates).getByRole('button', { name: 'Set Piring Makan' });
    expect(card.tagName).toBe('BUTTON');
    expect(card.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(card);
    const detail = screen.getByRole('dialog', { name: 'Detail Kado Keinginan' });
    expect(within(detail).getByText('Set Piring Makan')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Confirm Gift' }));
    expect(actor.getSnapshot().context.itemId).toBe('plates');
  });

  it('opens its detail on an item with no confirmation too, beside See Detail', () => {
    const gift = renderGift('floral-whimsy', giftFlow().actor);
    fireEvent.click(within(gift).getByRole('radio', { name: 'Wishlist' }));
    const sheets = wishlistItem(gift, 'Sprei Katun Jepang');
    expect(within(sheets).getByRole('button', { name: 'See Detail' })).toBeTruthy();
    fireEvent.click(within(sheets).getByRole('button', { name: 'Sprei Katun Jepang' }));
    expect(screen.getByRole('dialog', { name: 'Detail Kado Keinginan' })).toBeTruthy();
  });

  it('does nothing once the item is booked', () => {
    const gift = renderGift('floral-whimsy', giftFlow().actor);
    fireEvent.click(within(gift).getByRole('radio', { name: 'Wishlist' }));
    const espresso = wishlistItem(gift, 'Mesin Espresso');
    expect(within(espresso).queryByRole('button')).toBeNull();
    fireEvent.click(espresso);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("'Confirm Gift' form dialog", () => {
  it('replaces the detail dialog with the form for that item, buyer name prefilled', () => {
    const { actor } = giftFlow();
    const gift = renderGift('floral-whimsy', actor);
    const form = openForm(gift);
    expect(screen.queryByRole('dialog', { name: 'Detail Kado Keinginan' })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(actor.getSnapshot().context.itemId).toBe('plates');
    expect(within(form).getByText('Set Piring Makan')).toBeTruthy();
    expect(field(form, 'Nama Pembeli').value).toBe('Budi Santoso');
    expect(field(form, 'Nomor WhatsApp').type).toBe('tel');
    const date = dateField(form);
    expect(date.getAttribute('aria-expanded')).toBe('false');
    expect(date.textContent).toBe('Pilih tanggal');
    expect(field(form, 'Ekspedisi Pengiriman').value).toBe('');
    expect(field(form, 'Nomor Resi').value).toBe('');
    expect(within(form).getByLabelText('Catatan').tagName).toBe('TEXTAREA');
    expect(within(form).getByRole('button', { name: 'Konfirmasi' })).toBeTruthy();
  });

  it('starts with an empty buyer name for an anonymous visitor', () => {
    const form = openForm(renderGift('floral-whimsy', giftFlow(null).actor));
    expect(field(form, 'Nama Pembeli').value).toBe('');
  });

  it('shows the validation message under each field and sends nothing', () => {
    const { actor, received } = giftFlow();
    const form = openForm(renderGift('floral-whimsy', actor));
    type(form, 'Nama Pembeli', '');
    fireEvent.click(within(form).getByRole('button', { name: 'Konfirmasi' }));
    const messageOf = (label: string) => {
      const input = field(form, label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(input.getAttribute('aria-describedby') as string)?.textContent;
    };
    expect(messageOf('Nama Pembeli')).toBe('Nama pembeli wajib diisi');
    expect(messageOf('Nomor WhatsApp')).toBe('Nomor WhatsApp wajib diisi');
    expect(messageOf('Tanggal Pembelian')).toBe('Tanggal pembelian wajib diisi');
    expect(messageOf('Ekspedisi Pengiriman')).toBe('Ekspedisi pengiriman wajib diisi');
    expect(messageOf('Nomor Resi')).toBe('Nomor resi wajib diisi');
    expect(field(form, 'Catatan').getAttribute('aria-invalid')).toBeNull();
    expect(received).toHaveLength(0);

    type(form, 'Nama Pembeli', 'B');
    type(form, 'Nomor WhatsApp', '0812');
    expect(within(form).queryByText('Nama pembeli wajib diisi')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Konfirmasi' }));
    expect(within(form).getByText('Nama minimal 2 karakter')).toBeTruthy();
    expect(within(form).getByText('Format nomor WhatsApp tidak valid')).toBeTruthy();
  });

  it('picks the purchase date in an Indonesian calendar, weeks from Monday, and shows it in Indonesian', async () => {
    const { actor } = giftFlow();
    const form = openForm(renderGift('floral-whimsy', actor));
    const calendar = await openCalendar(form);
    expect(dateField(form).getAttribute('aria-expanded')).toBe('true');
    expect(calendar.getAttribute('aria-label')).toBe('November 2026');
    const weekdays = [...calendar.querySelectorAll('th')].map((header) => header.getAttribute('aria-label'));
    expect(weekdays).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    // The keyboard starts on today, and the arrows move by day.
    const today = within(calendar).getByRole('button', { name: /^Hari ini, Sabtu, 21 November 2026/ });
    // The calendar moves focus in an effect after it appears: wait for it on a loaded machine.
    await waitFor(() => expect(document.activeElement).toBe(today));
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Minggu, 22 November 2026/);
    fireEvent.click(document.activeElement as HTMLElement);

    expect(within(form).queryByRole('grid')).toBeNull();
    expect(dateField(form).textContent).toBe('22 November 2026');
    expect(dateField(form).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(dateField(form));
    expect(actor.getSnapshot().context.values.purchase_date).toBe('2026-11-22');
  });

  it('closes the calendar with Escape and leaves the form open', async () => {
    const form = openForm(renderGift('floral-whimsy', giftFlow().actor));
    const calendar = await openCalendar(form);
    // The calendar takes the focus once it has drawn its days (react-day-picker's autoFocus, after
    // mounting): Escape comes from there, as a guest's would. Pressed before, on a loaded machine the
    // calendar's late focus could land after the field's and go with the calendar.
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(within(form).queryByRole('grid')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Confirm Gift' })).toBe(form);
    expect(document.activeElement).toBe(dateField(form));
  });

  it('keeps focus in the field while the guest types', () => {
    const form = openForm(renderGift('floral-whimsy', giftFlow().actor));
    const receipt = field(form, 'Nomor Resi');
    receipt.focus();
    type(form, 'Nomor Resi', 'J');
    type(form, 'Nomor Resi', 'JN');
    expect(document.activeElement).toBe(receipt);
  });

  it("sends the payload, reads 'Mengirim...' meanwhile, then resets and closes", async () => {
    const { actor, received, calls } = giftFlow();
    const gift = renderGift('floral-whimsy', actor);
    const form = openForm(gift);
    await fillValid(form);
    type(form, 'Catatan', 'Semoga suka');
    fireEvent.click(within(form).getByRole('button', { name: 'Konfirmasi' }));
    const sending = within(form).getByRole('button', { name: 'Mengirim...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(field(form, 'Nomor Resi').matches(':disabled')).toBe(true);
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      buyer_name: 'Budi Santoso',
      whatsapp_number: '081234567890',
      purchase_date: '2026-11-02T00:00:00.000Z',
      shipping_expedition: 'JNE',
      shipping_receipt: 'JNE123456',
      notes: 'Semoga suka',
      invitation_wishlist_id: 'plates',
      invitation_id: 'demo',
      guest_id: 'guest-1',
      status: 'pending',
    });
    await act(async () => calls[0]?.resolve({ id: 'confirmation-1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actor.getSnapshot().value).toBe('idle');

    const again = openForm(gift, 'Tanaman Monstera');
    expect(field(again, 'Nama Pembeli').value).toBe('Budi Santoso');
    expect(field(again, 'Nomor Resi').value).toBe('');
    expect(field(again, 'Catatan').value).toBe('');
  });

  it("shows the server's message on failure and keeps the form", async () => {
    const { received, calls, actor } = giftFlow();
    const form = openForm(renderGift('floral-whimsy', actor));
    await fillValid(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(received).toHaveLength(1));
    await act(async () => calls[0]?.reject(new Error('Kado ini sudah dipesan oleh tamu lain')));
    expect((await within(form).findByRole('alert')).textContent).toBe('Kado ini sudah dipesan oleh tamu lain');
    expect(screen.getByRole('dialog', { name: 'Confirm Gift' })).toBe(form);
    expect(field(form, 'Nomor Resi').value).toBe('JNE123456');
    expect(within(form).getByRole('button', { name: 'Konfirmasi' })).toBeTruthy();
  });

  it("falls back to 'Konfirmasi kado gagal dikirim. Coba lagi.' when the failure has no message", async () => {
    const { received, calls, actor } = giftFlow();
    const form = openForm(renderGift('floral-whimsy', actor));
    await fillValid(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(received).toHaveLength(1));
    await act(async () => calls[0]?.reject(new TypeError('Failed to fetch')));
    expect((await within(form).findByRole('alert')).textContent).toBe('Konfirmasi kado gagal dikirim. Coba lagi.');
  });

  it('says in Indonesian that the connection was lost, and keeps what the guest typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { received, actor } = giftFlow(guest, guestCalls.confirmGift);
    const form = openForm(renderGift('floral-whimsy', actor));
    await fillValid(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Konfirmasi' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Koneksi terputus. Periksa internet Anda lalu coba lagi.',
    );
    expect(received).toHaveLength(1);
    expect(field(form, 'Nomor WhatsApp').value).toBe('081234567890');
    expect(field(form, 'Nomor Resi').value).toBe('JNE123456');
    expect(within(form).getByRole('button', { name: 'Konfirmasi' })).toBeTruthy();
  });

  it('closes with its Close button and with Escape, sending nothing', () => {
    const { actor, received } = giftFlow();
    const gift = renderGift('floral-whimsy', actor);
    const form = openForm(gift);
    fireEvent.click(within(form).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
    openForm(gift);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(received).toHaveLength(0);
  });
});

describe('every gift mode with the flow', () => {
  it('tabs (traditional-balinese)', () => {
    const { actor } = giftFlow();
    const gift = renderGift('traditional-balinese', actor);
    fireEvent.click(within(gift).getByRole('tab', { name: /Wishlist/ }));
    expect(within(wishlistItem(gift, 'Mesin Espresso')).getByText('booked')).toBeTruthy();
    openForm(gift, 'Sprei Katun Jepang');
    expect(actor.getSnapshot().context.itemId).toBe('sheets');
  });

  it('combined (golden-blossom)', () => {
    const { actor } = giftFlow();
    const gift = renderGift('golden-blossom', actor);
    expect(within(wishlistItem(gift, 'Mesin Espresso')).getByText('booked')).toBeTruthy();
    const form = openForm(gift, 'Tanaman Monstera');
    expect(within(form).getByText('Tanaman Monstera')).toBeTruthy();
    expect(actor.getSnapshot().context.itemId).toBe('monstera');
  });
});
