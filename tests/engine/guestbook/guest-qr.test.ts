import { describe, expect, it } from 'vitest';
import { QR_MESSAGES, readGuestQr } from '../../../engine/guestbook/guest-qr';
import { GUEST, venue } from './venue-fixture';

const byId = new Map(venue().guests.map((guest) => [guest.id, guest]));

describe("reading a guest's QR code against the device's list", () => {
  it('finds the guest whose id the code holds, spaces around it or upper case', () => {
    const reading = readGuestQr(` ${GUEST.hendra.toUpperCase()}\n`, byId);
    expect(reading.kind).toBe('guest');
    expect(reading.kind === 'guest' && reading.guest.name).toBe('Pak Hendra Wijaya');
  });

  it("tells a guest of another invitation from something that is no guest's code", () => {
    expect(readGuestQr('99999999-9999-4999-8999-999999999999', byId)).toEqual({ kind: 'other-invitation' });
    expect(readGuestQr('https://contoh.id/bayar?kode=123', byId)).toEqual({ kind: 'not-a-guest' });
    expect(readGuestQr('x'.repeat(5000), byId)).toEqual({ kind: 'not-a-guest' });
    expect(QR_MESSAGES['other-invitation']).toBe('QR Code ini bukan tamu undangan ini');
  });

  it('calls an empty or missing reading unreadable', () => {
    expect(readGuestQr('', byId)).toEqual({ kind: 'unreadable' });
    expect(readGuestQr('   ', byId)).toEqual({ kind: 'unreadable' });
    expect(readGuestQr(undefined, byId)).toEqual({ kind: 'unreadable' });
  });
});
