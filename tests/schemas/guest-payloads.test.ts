import { describe, expect, it } from 'vitest';
import { validatePayload, type FieldError } from '../../engine/validation/validate-payload';
import { giftConfirmationPayloadSchema } from '../../schemas/payloads/gift-confirmation.payload';
import { rsvpPayloadSchema } from '../../schemas/payloads/rsvp.payload';
import { wishPayloadSchema } from '../../schemas/payloads/wish.payload';

const messages = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.field, e.message]));

function errorsOf(schema: Parameters<typeof validatePayload>[0], data: unknown) {
  const result = validatePayload(schema, data);
  return result.ok ? {} : messages(result.errors);
}

const confirmation = {
  buyer_name: 'Dimas',
  whatsapp_number: '081234567890',
  purchase_date: '2026-11-20T10:00:00.000Z',
  shipping_expedition: 'JNE',
  shipping_receipt: 'JNE123',
  notes: '',
  invitation_wishlist_id: 'espresso',
  invitation_id: 'inv-1',
  guest_id: null,
  status: 'pending',
};

describe('gift confirmation payload validation', () => {
  it('accepts a complete confirmation and drops a blank optional note', () => {
    const result = validatePayload<Record<string, unknown>>(giftConfirmationPayloadSchema, confirmation);
    expect(result.ok).toBe(true);
    expect(result.ok && 'notes' in result.value).toBe(false);
  });

  it('gives every required message for an empty form', () => {
    const blank = {
      ...confirmation,
      buyer_name: '',
      whatsapp_number: ' ',
      purchase_date: '',
      shipping_expedition: '',
      shipping_receipt: '',
    };
    expect(errorsOf(giftConfirmationPayloadSchema, blank)).toEqual({
      buyer_name: 'Nama pembeli wajib diisi',
      whatsapp_number: 'Nomor WhatsApp wajib diisi',
      purchase_date: 'Tanggal pembelian wajib diisi',
      shipping_expedition: 'Ekspedisi pengiriman wajib diisi',
      shipping_receipt: 'Nomor resi wajib diisi',
    });
  });

  it('rejects a one-letter buyer name', () => {
    expect(errorsOf(giftConfirmationPayloadSchema, { ...confirmation, buyer_name: 'A' })).toEqual({
      buyer_name: 'Nama minimal 2 karakter',
    });
  });

  it.each(['081234567890', '6281234567', '+6281234567890', '081234567'])('accepts the WhatsApp number %s', (number) => {
    expect(errorsOf(giftConfirmationPayloadSchema, { ...confirmation, whatsapp_number: number })).toEqual({});
  });

  it.each(['0712345678', '0801234567', '0812345', '08123456789012', '+6181234567', '62-812-3456-7'])(
    'rejects the WhatsApp number %s',
    (number) => {
      expect(errorsOf(giftConfirmationPayloadSchema, { ...confirmation, whatsapp_number: number })).toEqual({
        whatsapp_number: 'Format nomor WhatsApp tidak valid',
      });
    },
  );

  it('allows only the pending status', () => {
    expect(errorsOf(giftConfirmationPayloadSchema, { ...confirmation, status: 'confirmed' })).toHaveProperty('status');
  });
});

describe('wish payload validation', () => {
  it('asks for a name and a message', () => {
    expect(errorsOf(wishPayloadSchema, { name: '  ', message: '', invitation_id: 'inv-1', guest_id: null })).toEqual({
      name: 'Isi nama kamu dulu ya.',
      message: 'Jangan lupa isi pesannya.',
    });
  });

  it('keeps markup as plain text data', () => {
    const result = validatePayload(wishPayloadSchema, {
      name: '<b>Budi</b>',
      message: '<script>x</script>',
      invitation_id: 'i',
    });
    expect(result).toEqual({
      ok: true,
      value: { name: '<b>Budi</b>', message: '<script>x</script>', invitation_id: 'i' },
    });
  });
});

describe('RSVP payload validation', () => {
  const base = { invitation_id: 'inv-1', guest_id: 'guest-1' };

  it('needs at least one person when attending an event of several', () => {
    const data = { ...base, use_multiple_event: true, pax: 0, events: [{ event_id: 'akad', is_attend: true }] };
    expect(errorsOf(rsvpPayloadSchema, data)).toEqual({ pax: 'Minimal hadir satu orang ya' });
  });

  it('accepts declining every event with nobody', () => {
    const data = { ...base, use_multiple_event: true, pax: 0, events: [{ event_id: 'akad', is_attend: false }] };
    expect(errorsOf(rsvpPayloadSchema, data)).toEqual({});
  });

  it('needs top-level is_attend only without multiple events', () => {
    expect(errorsOf(rsvpPayloadSchema, { ...base, use_multiple_event: false, pax: 1, events: [] })).toHaveProperty(
      'is_attend',
    );
    expect(
      errorsOf(rsvpPayloadSchema, { ...base, use_multiple_event: false, is_attend: true, pax: 1, events: [] }),
    ).toEqual({});
    expect(
      validatePayload(rsvpPayloadSchema, { ...base, use_multiple_event: true, is_attend: true, pax: 1, events: [] }).ok,
    ).toBe(false);
  });

  it('never accepts a negative pax', () => {
    expect(
      errorsOf(rsvpPayloadSchema, { ...base, use_multiple_event: false, is_attend: false, pax: -1, events: [] }),
    ).toHaveProperty('pax');
  });
});
