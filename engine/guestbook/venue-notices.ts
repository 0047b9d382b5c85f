import type { CheckIn } from '../../schemas/responses/guestbook';
import { checkInClock } from './check-in-clock';

/*
 * What the usher's device tells its usher after a sync (docs/product.md#guestbook): one notice per
 * thing that happened, never one per write. A check-in that lost to another device's is ONE notice
 * for that guest, and the souvenirs this device meant to hand with it are folded into it (the other
 * device had handed them already) instead of a red 'ditolak' each. Pure: the machine keeps the list.
 */

export type VenueNotice = {
  id: string;
  tone: 'warning' | 'error';
  text: string;
  /** The guest a duplicate check-in was about: later news of the same guest updates this notice. */
  guest_id?: string;
};

/** How many notices are kept (the oldest go first). */
export const NOTICES_KEPT = 5;
/** What the server answers a second souvenir of a kind to one guest (server/services/guestbook/hand-out-souvenir.ts). */
export const SOUVENIR_ALREADY_HANDED = 'Suvenir sudah diberikan kepada tamu ini';
/** Added to a duplicate's notice when the souvenirs had been handed by the device that came first. */
export const SOUVENIRS_THERE = ' · suvenir sudah diberikan di sana';

/** "Bagus Pratama sudah check-in pukul 18.05 oleh Pintu Selatan": the check-in that came first. */
export const duplicateText = (first: Pick<CheckIn, 'guest_name' | 'checked_in_at' | 'usher_name'>): string =>
  `${first.guest_name} sudah check-in pukul ${checkInClock(first.checked_in_at)} oleh ${first.usher_name}`;

/** The notices with `notice` added at the end; one about the same guest is replaced (its place moves last). */
export function withNotice(notices: readonly VenueNotice[], notice: VenueNotice): VenueNotice[] {
  const others = notice.guest_id ? notices.filter((kept) => kept.guest_id !== notice.guest_id) : notices;
  return [...others, notice].slice(-NOTICES_KEPT);
}

/** The duplicate notice of `guestId`, if one is shown. */
export const duplicateNoticeOf = (notices: readonly VenueNotice[], guestId: string): VenueNotice | undefined =>
  notices.find((notice) => notice.guest_id === guestId);

/**
 * A souvenir refused for a guest whose check-in lost to another device: folded into that guest's
 * notice when the refusal says it was handed there already (answers the notices, or null when the
 * refusal is news of its own, e.g. the stock ran out).
 */
export function foldSouvenirRefusal(
  notices: readonly VenueNotice[],
  guestId: string,
  refusal: { status: number | undefined; message: string },
): VenueNotice[] | null {
  const duplicate = duplicateNoticeOf(notices, guestId);
  if (!duplicate || refusal.status !== 409 || refusal.message !== SOUVENIR_ALREADY_HANDED) return null;
  if (duplicate.text.endsWith(SOUVENIRS_THERE)) return [...notices];
  return notices.map((notice) => (notice === duplicate ? { ...notice, text: notice.text + SOUVENIRS_THERE } : notice));
}
