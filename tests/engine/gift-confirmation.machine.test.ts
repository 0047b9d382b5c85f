import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { GiftConfirmationPayload } from '../../schemas/payloads/gift-confirmation.payload';
import {
  GIFT_CONFIRMATION_FALLBACK_ERROR,
  giftConfirmationMachine,
  purchaseDateTime,
  type GiftConfirmationField,
  type GiftConfirmationInput,
} from '../../engine/machines/gift-confirmation.machine';

const guest: Guest = { id: 'guest-1', name: 'Budi Santoso', rsvp: [] };

/** The form as it opens for that guest: their name as the buyer's, every other field empty. */
const FRESH_FORM = {
  buyer_name: 'Budi Santoso',
  whatsapp_number: '',
  purchase_date: '',
  shipping_expedition: '',
  shipping_receipt: '',
  notes: '',
};

/** A promise the test settles by hand, to look at the machine while it is submitting. */
function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(input: GiftConfirmationInput = { invitationId: 'inv-1', guest }) {
  const received: GiftConfirmationPayload[] = [];
  let pending = deferred();
  const actor = createActor(
    giftConfirmationMachine.provide({
      actors: {
        confirmGift: fromPromise<unknown, GiftConfirmationPayload>(async ({ input: payload }) => {
          received.push(payload);
          return pending.promise;
        }),
      },
    }),
    { input },
  ).start();
  const change = (field: GiftConfirmationField, value: string) => actor.send({ type: 'gift.change', field, value });
  const fill = (values: Partial<Record<GiftConfirmationField, string>> = {}) => {
    const all = {
      whatsapp_number: '081234567890',
      purchase_date: '2026-11-02',
      shipping_expedition: 'JNE',
      shipping_receipt: 'JNE123456',
      ...values,
    };
    for (const [field, value] of Object.entries(all)) change(field as GiftConfirmationField, value);
  };
  return {
    actor,
    received,
    change,
    fill,
    settle: () => pending,
    renew: () => {
      pending = deferred();
    },
  };
}

describe('gift confirmation machine: opening and closing', () => {
  it('starts closed, with the buyer name prefilled from the guest', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context).toMatchObject({
      invitationId: 'inv-1',
      itemId: null,
      values: FRESH_FORM,
      errors: {},
      submitError: null,
    });
  });

  it('starts with an empty buyer name for an anonymous visitor', () => {
    const { actor } = start({ invitationId: 'inv-1', guest: null });
    expect(actor.getSnapshot().context.values.buyer_name).toBe('');
  });

  it('ignores typing and submitting while closed', () => {
    const { actor, change, received } = start();
    change('notes', 'x');
    actor.send({ type: 'gift.submit' });
    actor.send({ type: 'gift.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.values.notes).toBe('');
    expect(received).toHaveLength(0);
  });

  it('opens the form for one wishlist item', () => {
    const { actor } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.itemId).toBe('plates');
  });

  it('closes without sending, keeping what was typed but not the messages', () => {
    const { actor, change, received } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    change('whatsapp_number', '0812');
    actor.send({ type: 'gift.submit' });
    expect(actor.getSnapshot().context.errors.whatsapp_number).toBe('Format nomor WhatsApp tidak valid');
    actor.send({ type: 'gift.close' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.itemId).toBeNull();
    expect(context.errors).toEqual({});
    expect(context.values.whatsapp_number).toBe('0812');
    expect(received).toHaveLength(0);
    actor.send({ type: 'gift.open', itemId: 'sheets' });
    expect(actor.getSnapshot().context).toMatchObject({ itemId: 'sheets', errors: {} });
  });
  it('takes a number typed with spaces and dashes, and sends its digits (docs/product.md#phone-number)', () => {
    const { actor, fill, received } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    fill({ whatsapp_number: '0812-3456 7890' });
    actor.send({ type: 'gift.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(received.map((payload) => payload.whatsapp_number)).toEqual(['081234567890']);
  });
});

describe('gift confirmation machine: validation', () => {
  it('gives the required message under every required field', () => {
    const { actor, change, received } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    change('buyer_name', '   ');
    actor.send({ type: 'gift.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      buyer_name: 'Nama pembeli wajib diisi',
      whatsapp_number: 'Nomor WhatsApp wajib diisi',
      purchase_date: 'Tanggal pembelian wajib diisi',
      shipping_expedition: 'Ekspedisi pengiriman wajib diisi',
      shipping_receipt: 'Nomor resi wajib diisi',
    });
    expect(received).toHaveLength(0);
  });

  it("rejects a one-character name with 'Nama minimal 2 karakter'", () => {
    const { actor, fill } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    fill({ buyer_name: 'B' });
    actor.send({ type: 'gift.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ buyer_name: 'Nama minimal 2 karakter' });
  });

  it.each(['+6281234567', '6281234567890', '0812345678', '08123456789', '081234567890', '081234567'])(
    'accepts the WhatsApp number %s',
    async (number) => {
      const { actor, fill } = start();
      actor.send({ type: 'gift.open', itemId: 'plates' });
      fill({ whatsapp_number: number });
      actor.send({ type: 'gift.submit' });
      expect(actor.getSnapshot().value).toBe('submitting');
    },
  );

  it.each(['0802345678', '0712345678', '08123456', '0812345678901', '+6212345678', '0812-34', '62 812 abc 678'])(
    "rejects the WhatsApp number %s with 'Format nomor WhatsApp tidak valid'",
    (number) => {
      const { actor, fill } = start();
      actor.send({ type: 'gift.open', itemId: 'plates' });
      fill({ whatsapp_number: number });
      actor.send({ type: 'gift.submit' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.errors).toEqual({ whatsapp_number: 'Format nomor WhatsApp tidak valid' });
    },
  );

  it('clears only the message of the field being typed in', () => {
    const { actor, change } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    actor.send({ type: 'gift.submit' });
    change('shipping_receipt', 'R1');
    const { errors, values } = actor.getSnapshot().context;
    expect(errors.shipping_receipt).toBeUndefined();
    expect(errors.shipping_expedition).toBe('Ekspedisi pengiriman wajib diisi');
    expect(values.shipping_receipt).toBe('R1');
  });
});

describe('gift confirmation machine: sending', () => {
  it('sends the confirmation payload and, on success, resets the form and closes', async () => {
    const { actor, fill, change, received, settle } = start({ invitationId: 'parent-1', guest });
    actor.send({ type: 'gift.open', itemId: 'plates' });
    fill({ buyer_name: '  Budi  ', shipping_receipt: ' JNE123456 ' });
    change('notes', 'Semoga suka');
    actor.send({ type: 'gift.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.errors).toEqual({});
    await waitFor(actor, () => received.length === 1);
    expect(received[0]).toEqual({
      buyer_name: '  Budi  ',
      whatsapp_number: '081234567890',
      purchase_date: '2026-11-02T00:00:00.000Z',
      shipping_expedition: 'JNE',
      shipping_receipt: ' JNE123456 ',
      notes: 'Semoga suka',
      invitation_wishlist_id: 'plates',
      invitation_id: 'parent-1',
      guest_id: 'guest-1',
      status: 'pending',
    });
    settle().resolve({ id: 'confirmation-1' });
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context).toMatchObject({
      itemId: null,
      errors: {},
      submitError: null,
      values: FRESH_FORM,
    });
  });

  it('sends an anonymous visitor with a null guest id and leaves blank notes out', async () => {
    const { actor, fill, received, settle } = start({ invitationId: 'inv-1', guest: null });
    actor.send({ type: 'gift.open', itemId: 'sheets' });
    fill({ buyer_name: 'Tamu Tanpa Nama', notes: '   ' });
    actor.send({ type: 'gift.submit' });
    await waitFor(actor, () => received.length === 1);
    expect(received[0]).toEqual({
      buyer_name: 'Tamu Tanpa Nama',
      whatsapp_number: '081234567890',
      purchase_date: '2026-11-02T00:00:00.000Z',
      shipping_expedition: 'JNE',
      shipping_receipt: 'JNE123456',
      invitation_wishlist_id: 'sheets',
      invitation_id: 'inv-1',
      guest_id: null,
      status: 'pending',
    });
    settle().resolve(undefined);
    const done = await waitFor(actor, (s) => s.matches('idle'));
    expect(done.context.values.buyer_name).toBe('');
  });

  it('ignores closing, typing and a second submit while sending', async () => {
    const { actor, fill, change, received, settle } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    fill();
    actor.send({ type: 'gift.submit' });
    actor.send({ type: 'gift.close' });
    change('notes', 'late');
    actor.send({ type: 'gift.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.values.notes).toBe('');
    await waitFor(actor, () => received.length === 1);
    settle().resolve(undefined);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(received).toHaveLength(1);
  });

  it("shows the server's message on failure and keeps the form; a new submit clears it", async () => {
    const { actor, fill, received, settle, renew } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    fill();
    actor.send({ type: 'gift.submit' });
    await waitFor(actor, () => received.length === 1);
    settle().reject(new Error('Kado ini sudah dipesan oleh tamu lain'));
    const failed = await waitFor(actor, (s) => s.matches('editing'));
    expect(failed.context.submitError).toBe('Kado ini sudah dipesan oleh tamu lain');
    expect(failed.context.itemId).toBe('plates');
    expect(failed.context.values.shipping_receipt).toBe('JNE123456');

    renew();
    actor.send({ type: 'gift.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.submitError).toBeNull();
    await waitFor(actor, () => received.length === 2);
    settle().resolve(undefined);
    await waitFor(actor, (s) => s.matches('idle'));
  });

  it('clears the failure message when the form turns out invalid on the next submit', async () => {
    const { actor, fill, change, received, settle } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    fill();
    actor.send({ type: 'gift.submit' });
    await waitFor(actor, () => received.length === 1);
    settle().reject(new Error('Kado ini sudah dipesan oleh tamu lain'));
    await waitFor(actor, (s) => s.matches('editing'));
    change('shipping_receipt', '');
    actor.send({ type: 'gift.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      submitError: null,
      errors: { shipping_receipt: 'Nomor resi wajib diisi' },
    });
  });

  it.each([
    ['a network failure (fetch rejects with a TypeError)', new TypeError('Failed to fetch')],
    ['an error without a message', new Error('')],
    ['a rejection that is not an Error', 'boom'],
  ])('falls back to the generic message on %s', async (_, error) => {
    const { actor, fill, received, settle } = start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    fill();
    actor.send({ type: 'gift.submit' });
    await waitFor(actor, () => received.length === 1);
    settle().reject(error);
    const failed = await waitFor(actor, (s) => s.matches('editing'));
    expect(failed.context.submitError).toBe(GIFT_CONFIRMATION_FALLBACK_ERROR);
    expect(GIFT_CONFIRMATION_FALLBACK_ERROR).toBe('Konfirmasi kado gagal dikirim. Coba lagi.');
  });

  it('fails loudly when the app did not provide confirmGift', async () => {
    const actor = createActor(giftConfirmationMachine, { input: { invitationId: 'inv-1', guest } }).start();
    actor.send({ type: 'gift.open', itemId: 'plates' });
    for (const [field, value] of Object.entries({
      whatsapp_number: '081234567890',
      purchase_date: '2026-11-02',
      shipping_expedition: 'JNE',
      shipping_receipt: 'R1',
    }))
      actor.send({ type: 'gift.change', field: field as GiftConfirmationField, value });
    actor.send({ type: 'gift.submit' });
    const failed = await waitFor(actor, (s) => s.matches('editing'));
    expect(failed.context.submitError).toBe('confirmGift is not provided');
  });
});

describe('purchaseDateTime', () => {
  it("turns a date input's value into an ISO date-time string", () => {
    expect(purchaseDateTime('2026-11-02')).toBe('2026-11-02T00:00:00.000Z');
  });
  it('passes anything else on for the validator to reject', () => {
    expect(purchaseDateTime('')).toBe('');
    expect(purchaseDateTime('02/11/2026')).toBe('02/11/2026');
  });
});
