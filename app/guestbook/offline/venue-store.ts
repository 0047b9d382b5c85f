import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import {
  enqueue,
  guestOf,
  nextToSend,
  settle,
  waitingCheckIns,
  type NewOutboxEntry,
  type OutboxEntry,
  type Settlement,
} from '../../../engine/guestbook/outbox';
import {
  applyServerCheckIn,
  applyServerHandout,
  applyServerUndo,
  guestsWaiting,
  mergeQueued,
  rebase,
} from '../../../engine/guestbook/venue-state';
import type { GuestbookServerMessage } from '../../../schemas/realtime/guestbook-messages';
import type { CheckIn, CheckInResult, SouvenirHandout, VenueSnapshot } from '../../../schemas/responses/guestbook';
import type { CheckInPayload, SouvenirHandoutPayload, WalkInPayload } from '../../../schemas/requests/guestbook';
import { ApiError } from '../../api/client';
import type { VenueStorage } from './venue-db';

/*
 * The usher device's venue: the server's snapshot kept in IndexedDB, the outbox of writes made at the
 * door, and the loop that sends them (docs/product.md#guestbook). Every write goes into the outbox on
 * the device first and shows at once; the loop sends the outbox in order whenever there is a
 * connection (the browser's online event, and a retry with a growing pause while calls get no answer).
 * A write the server refuses (a 4xx answer) leaves the outbox and the usher is told; one that got no
 * answer, a server error, an ended session (401) or a rate limit (429) stays and is sent again later.
 */

export type VenueCallsUsed = {
  snapshot(invitationId: string): Promise<VenueSnapshot>;
  checkIn(invitationId: string, payload: CheckInPayload): Promise<CheckInResult>;
  walkIn(invitationId: string, payload: WalkInPayload): Promise<CheckInResult>;
  undo(invitationId: string, checkInId: string): Promise<unknown>;
  handOut(invitationId: string, payload: SouvenirHandoutPayload): Promise<SouvenirHandout>;
};

export type VenueNotice = { id: string; tone: 'warning' | 'error'; text: string };

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

/** Answers that leave a write in the outbox: none came, the server failed, or it asks to come back later. */
const KEPT_STATUSES = new Set([0, 401, 408, 425, 429]);
const keepsQueued = (error: unknown) =>
  !(error instanceof ApiError) || KEPT_STATUSES.has(error.status) || error.status >= 500;

/** How many check-ins heard over the websocket are kept to lay over a snapshot that was on its way. */
const RECENT_KEPT = 500;

export const NO_COPY_OFFLINE =
  'Tidak ada koneksi, dan daftar tamu undangan ini belum tersimpan di perangkat ini. Sambungkan internet lalu coba lagi.';

export function createVenueStore(options: VenueStoreOptions) {
  const { invitationId, storage, calls } = options;
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const retry = options.retry ?? { firstMs: 1_000, maxMs: 30_000 };

  let base: VenueSnapshot | null = null;
  let queue: OutboxEntry[] = [];
  let recent: CheckIn[] = [];
  let savedAt: string | null = null;
  let loading = true;
  let error: VenueView['error'] = null;
  let noAnswer = false;
  let sessionEnded = false;
  let notices: VenueNotice[] = [];
  let inFlight: string | null = null;
  let flushing: Promise<void> | null = null;
  let retryDelay = retry.firstMs;
  let cancelRetry: (() => void) | null = null;
  let cancelRefresh: (() => void) | null = null;
  let stopped = false;
  let saving: Promise<void> = Promise.resolve();
  let savePending = false;

  const listeners = new Set<() => void>();
  let view: VenueView = computeView();

  function computeView(): VenueView {
    return {
      venue: base ? mergeQueued(base, queue) : null,
      loading,
      error,
      savedAt,
      waitingCheckIns: waitingCheckIns(queue),
      waitingWrites: queue.length,
      waitingGuests: guestsWaiting(queue),
      offline: !isOnline() || noAnswer,
      sessionEnded,
      notices,
    };
  }

  function emit() {
    view = computeView();
    for (const listener of listeners) listener();
  }

  function notify(tone: VenueNotice['tone'], text: string) {
    notices = [...notices, { id: newId(), tone, text }].slice(-5);
  }

  /** Saves the snapshot kept; saves asked for while one is running become one more save after it. */
  function saveSnapshot(): Promise<void> {
    if (savePending) return saving;
    savePending = true;
    saving = saving
      .then(async () => {
        savePending = false;
        if (base) await storage.saveSnapshot(invitationId, base, savedAt ?? now().toISOString());
      })
      .catch(() => {});
    return saving;
  }

  const guestName = (guestId: string) =>
    (base ? mergeQueued(base, queue) : null)?.guests.find((guest) => guest.id === guestId)?.name ?? 'Tamu';

  /** What an entry is, in the usher's words, for a message about it. */
  function describe(entry: OutboxEntry): string {
    const name = entry.kind === 'walk-in' ? entry.payload.name : guestName(guestOf(entry));
    if (entry.kind === 'undo') return `Pembatalan check-in ${name}`;
    if (entry.kind === 'handout') {
      const souvenir = base?.souvenirs.find((candidate) => candidate.id === entry.payload.souvenir_id)?.name;
      return `Suvenir ${souvenir ?? ''} untuk ${name}`.replace('  ', ' ');
    }
    return `Check-in ${name}`;
  }

  /** Sends one entry; answers how it settled, having put the server's answer into the snapshot. */
  async function send(entry: OutboxEntry): Promise<Settlement> {
    switch (entry.kind) {
      case 'check-in':
      case 'walk-in': {
        const answer =
          entry.kind === 'check-in'
            ? await calls.checkIn(invitationId, entry.payload)
            : await calls.walkIn(invitationId, entry.payload);
        if (base) base = applyServerCheckIn(base, answer.check_in);
        if (answer.result !== 'already') return { kind: 'done' };
        const first = answer.check_in;
        notify(
          'warning',
          `${first.guest_name} sudah check-in pukul ${checkInClock(first.checked_in_at)} oleh ${first.usher_name}`,
        );
        return { kind: 'already' };
      }
      case 'undo':
        await calls.undo(invitationId, entry.check_in_id);
        if (base) base = applyServerUndo(base, entry.guest_id, entry.check_in_id);
        return { kind: 'done' };
      case 'handout': {
        const handout = await calls.handOut(invitationId, entry.payload);
        if (base) base = applyServerHandout(base, handout);
        return { kind: 'done' };
      }
    }
  }

  async function settleEntry(entry: OutboxEntry, settlement: Settlement) {
    const result = settle(queue, entry.id, settlement);
    queue = result.queue;
    emit();
    await storage.changeOutbox(invitationId, { remove: [entry.id, ...result.dropped] });
    await saveSnapshot();
  }

  function scheduleRetry() {
    cancelRetry?.();
    cancelRetry = schedule(() => {
      cancelRetry = null;
      void flush();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, retry.maxMs);
  }

  async function sendAll() {
    for (let entry = nextToSend(queue); entry && !stopped; entry = nextToSend(queue)) {
      if (!isOnline()) {
        scheduleRetry();
        return;
      }
      let settlement: Settlement;
      inFlight = entry.id;
      try {
        settlement = await send(entry);
      } catch (failure) {
        noAnswer = failure instanceof ApiError && failure.status === 0;
        if (keepsQueued(failure)) {
          if (failure instanceof ApiError && failure.status === 401) sessionEnded = true;
          emit();
          scheduleRetry();
          return;
        }
        notify('error', `${describe(entry)} ditolak: ${(failure as Error).message}`);
        settlement = { kind: 'refused' };
      } finally {
        inFlight = null;
      }
      noAnswer = false;
      sessionEnded = false;
      retryDelay = retry.firstMs;
      await settleEntry(entry, settlement);
    }
  }

  /** Sends what the outbox holds, in order; one run at a time (a run picks up what is queued meanwhile). */
  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    flushing ??= sendAll().finally(() => {
      flushing = null;
      emit();
    });
    return flushing;
  }

  /** Puts writes into the outbox (on the device first), shows them, then sends. */
  async function write(entries: NewOutboxEntry[]): Promise<{ ok: true } | { ok: false; reason: string }> {
    let next = queue;
    const put: OutboxEntry[] = [];
    const remove: string[] = [];
    for (const entry of entries) {
      const result = enqueue(next, entry, inFlight);
      if (!result.ok) return { ok: false, reason: result.reason };
      next = result.queue;
      if (result.added) put.push(result.added);
      remove.push(...result.dropped);
    }
    queue = next;
    emit();
    await storage.changeOutbox(invitationId, {
      put: put.filter((entry) => !remove.includes(entry.id)),
      remove,
    });
    void flush();
    return { ok: true };
  }

  function handoutEntries(guestId: string, souvenirIds: readonly string[]): NewOutboxEntry[] {
    return souvenirIds.map((souvenirId) => {
      const id = newId();
      return { kind: 'handout', id, payload: { id, guest_id: guestId, souvenir_id: souvenirId } };
    });
  }

  const usherName = () => base?.viewer.name ?? '';

  /** Asks the server for the venue; keeps the device's copy when no answer comes. */
  async function refresh(): Promise<void> {
    try {
      const fresh = await calls.snapshot(invitationId);
      if (stopped) return;
      base = rebase(fresh, recent);
      savedAt = now().toISOString();
      error = null;
      noAnswer = false;
      await saveSnapshot();
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      if (status === 0) {
        noAnswer = true;
        if (!base) error = { status: 0, message: NO_COPY_OFFLINE };
      } else if (status < 500) {
        error = { status, message: (failure as Error).message };
      } else if (!base) {
        error = { status, message: (failure as Error).message };
      }
    } finally {
      loading = false;
      emit();
    }
  }

  function refreshSoon() {
    cancelRefresh?.();
    cancelRefresh = schedule(() => {
      cancelRefresh = null;
      void refresh();
    }, options.refreshDebounceMs ?? 1_500);
  }

  return {
    /** Reads the device's copy (shown at once), asks the server, and starts sending what waits. */
    async start() {
      const kept = await storage.load(invitationId);
      if (kept.venue) {
        base = kept.venue.snapshot;
        savedAt = kept.venue.saved_at;
        loading = false;
      }
      queue = kept.outbox;
      emit();
      await refresh();
      // Sending goes on by itself: the caller (the websocket's start) need not wait for the outbox.
      void flush();
    },
    stop() {
      stopped = true;
      cancelRetry?.();
      cancelRefresh?.();
      listeners.clear();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getView: () => view,
    /** The last check-in seq this device has seen: the websocket sends what comes after. */
    seq: () => base?.seq ?? 0,
    refresh,
    flush,
    /** Resolves once the snapshot's latest save to the device is done. */
    saved: () => saving,
    /** The connection came back (or went): try at once, from the first pause again. */
    connectionChanged() {
      retryDelay = retry.firstMs;
      emit();
      if (isOnline()) {
        void flush();
        void refresh();
      }
    },

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
    walkIn(guest: { name: string; group?: string; pax: number }, souvenirIds: readonly string[] = []) {
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

    /** A message of the guestbook's websocket. */
    hear(message: GuestbookServerMessage) {
      if (!base) return;
      if (message.type === 'check-in') {
        base = applyServerCheckIn(base, message.check_in, message.counts);
        base = { ...base, seq: Math.max(base.seq, message.check_in.seq) };
        recent = [...recent, message.check_in].slice(-RECENT_KEPT);
        void saveSnapshot();
      } else if (message.type === 'ready' || message.type === 'changed') {
        base = { ...base, counts: message.counts };
        if (message.type === 'changed') refreshSoon();
      } else {
        return;
      }
      emit();
    },

    dismissNotice(id: string) {
      notices = notices.filter((notice) => notice.id !== id);
      emit();
    },
  };
}
