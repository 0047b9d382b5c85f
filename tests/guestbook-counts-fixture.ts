import type { GuestbookCounts } from '../schemas/responses/guestbook';

/**
 * The guestbook's counts of the day as the API answers them (schemas/responses/guestbook.ts): every
 * count 0, as before anyone arrives; a test names the counts it cares about in `overrides`.
 */
export function guestbookCountsOf(overrides: Partial<GuestbookCounts> = {}): GuestbookCounts {
  return {
    guests: 0,
    arrived: 0,
    expected_people: 0,
    people: 0,
    walk_ins: 0,
    souvenirs_handed: 0,
    code_flags: 0,
    envelopes: 0,
    checked_out: 0,
    ...overrides,
  };
}
