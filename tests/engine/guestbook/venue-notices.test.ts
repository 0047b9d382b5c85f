import { describe, expect, it } from 'vitest';
import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import {
  duplicateText,
  foldSouvenirRefusal,
  NOTICES_KEPT,
  SOUVENIR_ALREADY_HANDED,
  withNotice,
  type VenueNotice,
} from '../../../engine/guestbook/venue-notices';

const first = { guest_name: 'Bagus Pratama', checked_in_at: '2026-11-21T11:05:00.000Z', usher_name: 'Pintu Selatan' };
const duplicate: VenueNotice = { id: 'n1', tone: 'warning', text: duplicateText(first), guest_id: 'bagus' };

describe('one duplicate, one notice', () => {
  it('names the guest, the time and the usher who came first', () => {
    expect(duplicateText(first)).toBe(
      `Bagus Pratama sudah check-in pukul ${checkInClock(first.checked_in_at)} oleh Pintu Selatan`,
    );
  });

  it('folds every souvenir refused as handed already into the guest’s notice, once', () => {
    const refusal = { status: 409, message: SOUVENIR_ALREADY_HANDED };
    const once = foldSouvenirRefusal([duplicate], 'bagus', refusal)!;
    const twice = foldSouvenirRefusal(once, 'bagus', refusal)!;
    expect(twice).toEqual([{ ...duplicate, text: `${duplicate.text} · suvenir sudah diberikan di sana` }]);
  });

  it('leaves other refusals to a notice of their own: out of stock, or a guest with no duplicate', () => {
    expect(foldSouvenirRefusal([duplicate], 'bagus', { status: 409, message: 'Stok suvenir habis' })).toBeNull();
    expect(foldSouvenirRefusal([duplicate], 'siti', { status: 409, message: SOUVENIR_ALREADY_HANDED })).toBeNull();
  });

  it('replaces a notice about the same guest and keeps the latest few', () => {
    const again = { ...duplicate, id: 'n2' };
    expect(withNotice([duplicate], again)).toEqual([again]);
    let notices: VenueNotice[] = [];
    for (let n = 0; n < NOTICES_KEPT + 2; n++)
      notices = withNotice(notices, { id: `e${n}`, tone: 'error', text: `${n}` });
    expect(notices.map((notice) => notice.id)).toEqual(['e2', 'e3', 'e4', 'e5', 'e6']);
  });
});
