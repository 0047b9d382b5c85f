import type { OwnerGuest } from '../schemas/responses/owner-guests';

/**
 * One guest as the owner's guest list answers it (schemas/responses/owner-guests.ts): not VIP, not
 * sent, not opened, two seats, no group or number; a test names what it cares about in `overrides`.
 */
export function ownerGuestOf(overrides: Partial<OwnerGuest> = {}): OwnerGuest {
  return {
    id: 'g',
    name: 'Tamu',
    rsvp: [],
    seats: 2,
    group: null,
    whatsapp_number: null,
    vip: false,
    code: 'kode',
    sent_at: null,
    reminded_at: null,
    thanked_at: null,
    first_opened_at: null,
    open_count: 0,
    version: '0',
    created_at: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}
