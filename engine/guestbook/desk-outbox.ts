import type { GuestEnvelopePayload } from '../../schemas/requests/guestbook-desk';

/*
 * The desk's writes in the usher device's outbox (docs/product.md#guestbook, engine/guestbook/outbox.ts):
 * a guest's envelopes and a guest's check-out. Both say what is true now, not what happened, so a
 * newer one of the same thing takes the place of one still queued (never of the one being sent): a
 * note corrected three times offline is one write, and a check-out taken back before it was sent is
 * none at all.
 */

/** The envelopes of a guest as the usher last set them (count 0: none), by whom and when (for the device). */
export type QueuedEnvelope = {
  id: string;
  order: number;
  kind: 'envelope';
  payload: GuestEnvelopePayload;
  usher_name: string;
  recorded_at: string;
};
/** A guest leaving (`checked_out_at` on the device's clock), or, null, a check-out taken back. */
export type QueuedCheckOut = {
  id: string;
  order: number;
  kind: 'check-out';
  payload: { guest_id: string; check_in_id: string; checked_out_at: string | null };
};
export type QueuedDeskWrite = QueuedEnvelope | QueuedCheckOut;

type AnyEntry = { id: string; kind: string; payload?: unknown };
type NewDeskWrite = Omit<QueuedEnvelope, 'order'> | Omit<QueuedCheckOut, 'order'>;

const isDesk = (entry: AnyEntry): entry is QueuedDeskWrite | NewDeskWrite =>
  entry.kind === 'envelope' || entry.kind === 'check-out';

/** Whether two desk writes set the same thing: one guest's envelopes, or one check-in's check-out. */
function sameThing(a: QueuedDeskWrite | NewDeskWrite, b: QueuedDeskWrite | NewDeskWrite): boolean {
  if (a.kind === 'envelope' && b.kind === 'envelope') return a.payload.guest_id === b.payload.guest_id;
  if (a.kind === 'check-out' && b.kind === 'check-out') return a.payload.check_in_id === b.payload.check_in_id;
  return false;
}

/**
 * A desk write put in the queue: the queued writes it takes the place of (`dropped`: not the one in
 * flight), and whether it is queued itself. A check-out taken back while its check-out still waits
 * cancels it and is not queued. Undefined for any other write.
 */
export function deskReplacement(
  queue: readonly AnyEntry[],
  entry: AnyEntry,
  inFlight: string | null,
): { dropped: string[]; queued: boolean } | undefined {
  if (!isDesk(entry)) return undefined;
  const replaced = queue.filter(
    (queued): queued is QueuedDeskWrite => isDesk(queued) && queued.id !== inFlight && sameThing(queued, entry),
  );
  const cancelsCheckOut =
    entry.kind === 'check-out' &&
    entry.payload.checked_out_at === null &&
    replaced.some((queued) => queued.kind === 'check-out' && queued.payload.checked_out_at !== null);
  return { dropped: replaced.map((queued) => queued.id), queued: !cancelsCheckOut };
}

/**
 * Whether a queued write goes with a check-in that never reaches the server (cancelled by its undo
 * while queued, or answered `already`): a check-out of it; for a walk-in, the guest's envelopes too
 * (the guest exists on this device only).
 */
export function goesWithCheckIn(
  queued: AnyEntry,
  checkIn: { id: string; guest_id: string; walk_in: boolean },
): boolean {
  if (!isDesk(queued)) return false;
  if (queued.kind === 'check-out') return queued.payload.check_in_id === checkIn.id;
  return checkIn.walk_in && queued.payload.guest_id === checkIn.guest_id;
}
