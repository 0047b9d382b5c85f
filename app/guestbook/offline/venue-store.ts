import { createActor, fromPromise, waitFor } from 'xstate';
import { inOrder, waitingCheckIns, type NewOutboxEntry, type OutboxEntry } from '../../../engine/guestbook/outbox';
import { guestsWaiting, mergeQueued } from '../../../engine/guestbook/venue-state';
import {
  NO_COPY_OFFLINE,
  venueOutboxMachine,
  type VenueNotice,
  type VenueSent,
} from '../../../engine/machines/venue-outbox.machine';
import type { GuestbookServerMessage } from '../../../schemas/realtime/guestbook-messages';
import type { CheckInResult, SouvenirHandout, VenueSnapshot } from '../../../schemas/responses/guestbook';
import type { CheckInPayload, SouvenirHandoutPayload, WalkInPayload } from '../../../schemas/requests/guestbook';
import type { DoorCodeFlagPayload } from '../../../schemas/requests/door-code-flag';
import { checkOutEntry, envelopeEntry, sendCheckOut, type DeskCalls } from './desk-writes';
import type { VenueStorage } from './venue-db';

/*
 * The usher device's venue (docs/product.md#guestbook): the machine of engine/machines/
 * venue-outbox.machine.ts (the snapshot, the outbox on top of it, the loop that sends it, the
 * refresh), given the real calls, and what it keeps on the device: the snapshot and the outbox in
 * IndexedDB (venue-db.ts). Every write goes into the outbox on the device and shows at once; the
 * machine sends it whenever there is a connection.
 */

export { NO_COPY_OFFLINE };
export type { VenueNotice };

export type VenueCallsUsed = {
  snapshot(invitationId: string): Promise<VenueSnapshot>;
  checkIn(invitationId: string, payload: CheckInPayload): Promise<CheckInResult>;
  walkIn(invitationId: string, payload: WalkInPayload): Promise<CheckInResult>;
  undo(invitationId: string, checkInId: string): Promise<unknown>;
  handOut(invitationId: string, payload: SouvenirHandoutPayload): Promise<SouvenirHandout>;
  flagCode(invitationId: string, payload: DoorCodeFlagPayload): Promise<unknown>;
} & DeskCalls;

export type VenueView = {
  /** The venue as the usher sees it (the server's snapshot with the outbox on top); null until one is known. */
  venue: VenueSnapshot | null;
  /** Still reading the device's copy or the server's. */
  loading: boolean;
  /** Why no venue can be shown, or why the server refused this device (an ended or revoked access). */
  error: { status: number; message: string } | null;
  /** When the snapshot shown was taken from the server. */
  savedAt: string | null;
  waitingCheckIns: number;
  waitingWrites: number;
  waitingGuests: ReadonlySet<string>;
  /** No connection: the browser says so, or the last call got no answer. */
  offline: boolean;
  /** The server answered 401 to a write: the session ended, the outbox waits for a new one. */
  sessionEnded: boolean;
  notices: VenueNotice[];
};

export type VenueStoreOptions = {
  invitationId: string;
  storage: VenueStorage;
  calls: VenueCallsUsed;
  isOnline?: () => boolean;
  now?: () => Date;
  newId?: () => string;
  /** Runs `run` after `ms`; answers a way to cancel it. */
  schedule?: (run: () => void, ms: number) => () => void;
  retry?: { firstMs: number; maxMs: number };
  /** The pause before a snapshot asked for by a `changed` message (several changes, one call). */
  refreshDebounceMs?: number;
};

export type VenueStore = ReturnType<typeof createVenueStore>;

/** `schedule` as the clock of the machine's pauses (XState's setTimeout and clearTimeout). */
function clockOf(schedule: (run: () => void, ms: number) => () => void) {
  const cancels = new Map<number, () => void>();
  let next = 0;
  return {
    setTimeout(run: () => void, ms: number) {
      const id = ++next;
      cancels.set(
        id,
        schedule(() => {
          cancels.delete(id);
          run();
        }, ms),
      );
      return id;
    },
    clearTimeout(id: number) {
      cancels.get(id)?.();
      cancels.delete(id);
    },
  };
}

export function createVenueStore(options: VenueStoreOptions) {
  const { invitationId, storage, calls } = options;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());

  const machine = venueOutboxMachine.provide({
    actors: {
      sendEntry: fromPromise<VenueSent, OutboxEntry>(async ({ input }) => {
        switch (input.kind) {
          case 'check-in':
            return { kind: 'arrival', answer: await calls.checkIn(invitationId, input.payload) };
          case 'walk-in':
            return { kind: 'arrival', answer: await calls.walkIn(invitationId, input.payload) };
          case 'undo':
            await calls.undo(invitationId, input.check_in_id);
            return { kind: 'undo' };
          case 'handout':
            return { kind: 'handout', handout: await calls.handOut(invitationId, input.payload) };
          case 'code-flag':
            await calls.flagCode(invitationId, input.payload);
            return { kind: 'code-flag' };
          case 'envelope': {
            const envelope = await calls.recordEnvelope(invitationId, input.payload);
            return { kind: 'envelope', guest_id: input.payload.guest_id, envelope };
          }
          case 'check-out':
            return { kind: 'check-out', check_in: await sendCheckOut(calls, invitationId, input.payload) };
        }
      }),
      fetchSnapshot: fromPromise(() => calls.snapshot(invitationId)),
    },
  });
  const actor = createActor(machine, {
    input: { isOnline, now, newId, retry: options.retry, refreshDebounceMs: options.refreshDebounceMs },
    ...(options.schedule && { clock: clockOf(options.schedule) }),
  });

  // What is kept on the device, written in the order the machine asked.
  let writing: Promise<void> = Promise.resolve();
  let saving: Promise<void> = Promise.resolve();
  let savePending = false;
  let latestSnapshot: { snapshot: VenueSnapshot; savedAt: string } | null = null;
  actor.on('outbox.persist', ({ put, remove }) => {
    writing = writing.then(() => storage.changeOutbox(invitationId, { put, remove })).catch(() => {});
  });
  /** The latest snapshot saved; saves asked for while one runs become one more save after it. */
  actor.on('snapshot.persist', ({ snapshot, savedAt }) => {
    latestSnapshot = { snapshot, savedAt };
    if (savePending) return;
    savePending = true;
    saving = saving
      .then(async () => {
        savePending = false;
        if (latestSnapshot) await storage.saveSnapshot(invitationId, latestSnapshot.snapshot, latestSnapshot.savedAt);
      })
      .catch(() => {});
  });

  const listeners = new Set<() => void>();
  let view: VenueView = computeView();
  function computeView(): VenueView {
    const { context } = actor.getSnapshot();
    return {
      venue: context.base ? mergeQueued(context.base, context.queue) : null,
      loading: context.loading,
      error: context.error,
      savedAt: context.savedAt,
      waitingCheckIns: waitingCheckIns(context.queue),
      waitingWrites: context.queue.length,
      waitingGuests: guestsWaiting(context.queue),
      offline: !isOnline() || context.noAnswer,
      sessionEnded: context.sessionEnded,
      notices: context.notices,
    };
  }
  actor.subscribe(() => {
    view = computeView();
    for (const listener of listeners) listener();
  });
  actor.start();

  /** Resolves once the machine is no longer where `busy` says, or when it stopped. */
  const settled = (busy: (snapshot: ReturnType<typeof actor.getSnapshot>) => boolean) =>
    waitFor(actor, (snapshot) => !busy(snapshot)).then(
      () => undefined,
      () => undefined,
    );

  // The usher's access ended (lock): nothing is sent or taken any more; `loaded` once the device's copy is read.
  let locked = false;
  let loaded = false;

  /** Sends what the outbox holds, in order; a run under way is joined (it picks up what is queued meanwhile). */
  async function flush(): Promise<void> {
    if (locked) return;
    actor.send({ type: 'outbox.flush' });
    await settled((snapshot) => snapshot.matches({ sender: 'sending' }));
    await writing;
    await saving;
  }

  /** Asks the server for the venue; keeps the device's copy when no answer comes. */
  async function refresh(): Promise<void> {
    if (locked) return;
    actor.send({ type: 'venue.refresh' });
    await settled((snapshot) => snapshot.matches({ snapshot: 'refreshing' }));
    await saving;
  }

  /**
   * The usher's access ended (revoked or expired): no write is taken any more and nothing is sent;
   * what waits stays in the outbox, on the device (`unsent`). Before `start`, the device's copy is
   * still read, then nothing more happens.
   */
  function lock() {
    if (locked) return;
    locked = true;
    if (loaded) actor.stop();
    for (const listener of listeners) listener();
  }

  /** Puts writes into the outbox (on the device first), shows them, then sends. */
  async function write(
    entries: NewOutboxEntry[],
  ): Promise<{ ok: true; id: string | undefined } | { ok: false; reason: string }> {
    if (locked) return { ok: false, reason: 'access-ended' };
    actor.send({ type: 'outbox.write', entries });
    const result = actor.getSnapshot().context.lastWrite;
    if (!result?.ok) return { ok: false, reason: result?.reason ?? 'not-queued' };
    await writing;
    void flush();
    // The first write's id: a check-in's, for the page that made it.
    return { ok: true, id: entries[0]?.id };
  }

  const usherName = () => actor.getSnapshot().context.base?.viewer.name ?? '';
  /** Who makes a write on this device, and when. */
  const made = () => ({ id: newId(), usherName: usherName(), at: now().toISOString() });

  function handoutEntries(guestId: string, souvenirIds: readonly string[]): NewOutboxEntry[] {
    const handedAt = now().toISOString();
    return souvenirIds.map((souvenirId) => {
      const id = newId();
      return {
        kind: 'handout',
        id,
        usher_name: usherName(),
        handed_at: handedAt,
        payload: { id, guest_id: guestId, souvenir_id: souvenirId },
      };
    });
  }

  return {
    /** Reads the device's copy (shown at once), asks the server, and starts sending what waits. */
    async start() {
      const kept = await storage.load(invitationId);
      actor.send({
        type: 'venue.loaded',
        snapshot: kept.venue?.snapshot ?? null,
        savedAt: kept.venue?.saved_at ?? null,
        outbox: kept.outbox,
      });
      loaded = true;
      if (locked) {
        actor.stop();
        for (const listener of listeners) listener();
        return;
      }
      await refresh();
      // Sending goes on by itself: the caller (the websocket's start) need not wait for the outbox.
      void flush();
    },
    stop() {
      actor.stop();
      listeners.clear();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getView: () => view,
    lock,
    isLocked: () => locked,
    /** The writes still in the outbox, in the order they were made (what a locked device lists). */
    unsent: (): OutboxEntry[] => inOrder(actor.getSnapshot().context.queue),
    /** The last check-in seq this device has seen: the websocket sends what comes after. */
    seq: () => actor.getSnapshot().context.base?.seq ?? 0,
    refresh,
    flush,
    /** Resolves once the snapshot's latest save to the device is done. */
    saved: () => saving,
    /** The connection came back (or went): try at once, from the first pause again. */
    connectionChanged() {
      if (locked) return;
      actor.send({ type: 'connection.changed' });
      view = computeView();
      for (const listener of listeners) listener();
    },

    /** Answers, once kept on the device, `ok` with the new check-in's `id`. */
    checkIn(guestId: string, pax: number, souvenirIds: readonly string[] = []) {
      const id = newId();
      return write([
        {
          kind: 'check-in',
          id,
          usher_name: usherName(),
          payload: { id, guest_id: guestId, pax, checked_in_at: now().toISOString() },
        },
        ...handoutEntries(guestId, souvenirIds),
      ]);
    },
    walkIn(
      guest: { name: string; group?: string; pax: number; table_id?: string },
      souvenirIds: readonly string[] = [],
    ) {
      const id = newId();
      const guestId = newId();
      const group = guest.group?.trim();
      return write([
        {
          kind: 'walk-in',
          id,
          usher_name: usherName(),
          payload: {
            id,
            guest_id: guestId,
            name: guest.name.trim(),
            ...(group ? { group } : {}),
            ...(guest.table_id ? { table_id: guest.table_id } : {}),
            pax: guest.pax,
            checked_in_at: now().toISOString(),
          },
        },
        ...handoutEntries(guestId, souvenirIds),
      ]);
    },
    undo(guestId: string) {
      const checkIn = view.venue?.guests.find((guest) => guest.id === guestId)?.check_in;
      if (!checkIn) return Promise.resolve({ ok: false as const, reason: 'not-checked-in' });
      return write([{ kind: 'undo', id: newId(), check_in_id: checkIn.id, guest_id: guestId }]);
    },
    handOut(guestId: string, souvenirIds: readonly string[]) {
      return write(handoutEntries(guestId, souvenirIds));
    },
    /** The envelopes the guest handed in (0: none), with an optional note: one record per guest, the last one counts. */
    recordEnvelope(guestId: string, count: number, note = '') {
      return write([envelopeEntry(guestId, count, note, made())]);
    },
    /** The guest left (`out`), or their check-out is taken back (a mistake). */
    checkOut(guestId: string, out = true) {
      const entry = checkOutEntry(
        view.venue?.guests.find((guest) => guest.id === guestId),
        out,
        made(),
      );
      return entry ? write([entry]) : Promise.resolve({ ok: false as const, reason: 'not-checked-in' });
    },
    /** A single-use code shown again: flagged for the owner (kept in the outbox until sent). */
    flagCode(guestId: string) {
      const id = newId();
      return write([
        {
          kind: 'code-flag',
          id,
          usher_name: usherName(),
          flagged_at: now().toISOString(),
          payload: { id, guest_id: guestId },
        },
      ]);
    },

    /** A message of the guestbook's websocket. */
    hear(message: GuestbookServerMessage) {
      actor.send({ type: 'venue.heard', message });
    },

    dismissNotice(id: string) {
      actor.send({ type: 'notice.dismiss', id });
    },
  };
}
