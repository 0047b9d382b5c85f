import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { GuestbookServerMessage } from '../../schemas/realtime/guestbook-messages';
import type { CheckIn, CheckInResult, SouvenirHandout, VenueSnapshot } from '../../schemas/responses/guestbook';
import type { GuestEnvelope } from '../../schemas/responses/guestbook-desk';
import {
  enqueue,
  guestOf,
  nextToSend,
  settle,
  type NewOutboxEntry,
  type OutboxEntry,
  type Settlement,
} from '../guestbook/outbox';
import { duplicateText, foldSouvenirRefusal, withNotice, type VenueNotice } from '../guestbook/venue-notices';
import { applyServerCheckOut, withEnvelope } from '../guestbook/desk-state';
import { applyServerCheckIn, applyServerHandout, applyServerUndo, mergeQueued, rebase } from '../guestbook/venue-state';

/*
 * The usher device's venue as a machine (docs/product.md#guestbook): the server's snapshot, the
 * outbox of writes made at the door on top of it, the loop that sends them and the snapshot's
 * refresh. Two regions run side by side:
 * - `sender`: idle until there is something to send; sends the outbox in order, one write at a time;
 *   a write the server refuses (a 4xx answer) leaves the outbox and the usher is told; one that got no
 *   answer, a server error, an ended session (401) or a rate limit (429) stays, and the machine waits
 *   (a pause that doubles with each try, up to the longest) before it tries again; a flush or a
 *   connection that comes back tries at once.
 * - `snapshot`: reads the venue from the server when asked, and once a short while after the
 *   websocket says something changed (several changes, one read).
 * Pure: the calls are the actors `sendEntry` and `fetchSnapshot` the app provides; what must be kept
 * on the device is emitted (`outbox.persist`, `snapshot.persist`) for the app's store to write.
 */

/** The server's answer to a sent write, by kind. */
export type VenueSent =
  | { kind: 'arrival'; answer: CheckInResult }
  | { kind: 'undo' }
  | { kind: 'handout'; handout: SouvenirHandout }
  | { kind: 'code-flag' }
  | { kind: 'envelope'; guest_id: string; envelope: GuestEnvelope | null }
  | { kind: 'check-out'; check_in: CheckIn };

export type { VenueNotice };

/** What the usher's last write did: queued (and what to keep on the device), or refused by the outbox's rules. */
export type VenueWriteResult =
  { ok: true; put: OutboxEntry[]; remove: string[] } | { ok: false; reason: 'id-taken' | 'already-queued' };

export type VenueOutboxInput = {
  isOnline: () => boolean;
  now: () => Date;
  newId: () => string;
  retry?: { firstMs: number; maxMs: number };
  /** The pause before a snapshot asked for by a `changed` message. */
  refreshDebounceMs?: number;
};

export type VenueOutboxContext = Required<VenueOutboxInput> & {
  base: VenueSnapshot | null;
  queue: OutboxEntry[];
  /** Check-ins heard over the websocket, laid over a snapshot that was on its way. */
  recent: CheckIn[];
  savedAt: string | null;
  loading: boolean;
  error: { status: number; message: string } | null;
  /** The last call got no answer. */
  noAnswer: boolean;
  /** The server answered 401 to a write: the outbox waits for a new session. */
  sessionEnded: boolean;
  notices: VenueNotice[];
  /** The write being sent now: an undo of it is queued, never cancelled out. */
  inFlight: string | null;
  /** The pause of the wait under way, and of the next one. */
  retryDelay: number;
  nextRetryDelay: number;
  lastWrite: VenueWriteResult | null;
};

export type VenueOutboxEvent =
  | { type: 'venue.loaded'; snapshot: VenueSnapshot | null; savedAt: string | null; outbox: OutboxEntry[] }
  | { type: 'outbox.write'; entries: NewOutboxEntry[] }
  | { type: 'outbox.flush' }
  | { type: 'venue.refresh' }
  | { type: 'venue.heard'; message: GuestbookServerMessage }
  | { type: 'venue.changed' }
  | { type: 'connection.changed' }
  | { type: 'notice.dismiss'; id: string };

export type VenueOutboxEmitted =
  | { type: 'outbox.persist'; put: OutboxEntry[]; remove: string[] }
  | { type: 'snapshot.persist'; snapshot: VenueSnapshot; savedAt: string };

/** Answers that leave a write in the outbox: none came, the server failed, or it asks to come back later. */
const KEPT_STATUSES = new Set([0, 401, 408, 425, 429]);
/** How many check-ins heard over the websocket are kept to lay over a snapshot that was on its way. */
const RECENT_KEPT = 500;

/** A call's failure: its HTTP status (0: no answer came; undefined: no call's failure) and message. */
export function failureOf(error: unknown): { status: number | undefined; message: string } {
  const status = (error as { status?: unknown } | null)?.status;
  return {
    status: typeof status === 'number' ? status : undefined,
    message: error instanceof Error ? error.message : String(error),
  };
}
const keptFailure = (error: unknown) => {
  const { status } = failureOf(error);
  return status === undefined || KEPT_STATUSES.has(status) || status >= 500;
};

const guestName = (context: VenueOutboxContext, guestId: string) =>
  (context.base ? mergeQueued(context.base, context.queue) : null)?.guests.find((guest) => guest.id === guestId)
    ?.name ?? 'Tamu';

/** What an entry is, in the usher's words, for a message about it. */
function describe(context: VenueOutboxContext, entry: OutboxEntry): string {
  const name = entry.kind === 'walk-in' ? entry.payload.name : guestName(context, guestOf(entry));
  if (entry.kind === 'undo') return `Pembatalan check-in ${name}`;
  if (entry.kind === 'code-flag') return `Tanda kode ${name}`;
  if (entry.kind === 'envelope') return `Amplop ${name}`;
  if (entry.kind === 'check-out')
    return `${entry.payload.checked_out_at ? 'Check-out' : 'Pembatalan check-out'} ${name}`;
  if (entry.kind === 'handout') {
    const souvenir = context.base?.souvenirs.find((candidate) => candidate.id === entry.payload.souvenir_id)?.name;
    return `Suvenir ${souvenir ?? ''} untuk ${name}`.replace('  ', ' ');
  }
  return `Check-in ${name}`;
}

/** The snapshot with the server's answer to `entry` in it, the entry's settlement, and any notice. */
function answered(context: VenueOutboxContext, entry: OutboxEntry, sent: VenueSent) {
  let { base, notices } = context;
  let settlement: Settlement = { kind: 'done' };
  if (sent.kind === 'arrival') {
    if (base) base = applyServerCheckIn(base, sent.answer.check_in);
    if (sent.answer.result === 'already') {
      const first = sent.answer.check_in;
      notices = withNotice(notices, {
        id: context.newId(),
        tone: 'warning',
        text: duplicateText(first),
        guest_id: first.guest_id,
      });
      settlement = { kind: 'already' };
    }
  } else if (sent.kind === 'undo' && entry.kind === 'undo') {
    if (base) base = applyServerUndo(base, entry.guest_id, entry.check_in_id);
  } else if (sent.kind === 'handout') {
    if (base) base = applyServerHandout(base, sent.handout);
  } else if (sent.kind === 'envelope') {
    if (base) base = withEnvelope(base, sent.guest_id, sent.envelope);
  } else if (sent.kind === 'check-out') {
    if (base) base = applyServerCheckOut(base, sent.check_in);
  }
  return { base, notices, settlement };
}

/** The machine once the server answered the write in flight: out of the outbox, the pauses from the first again. */
function settled(context: VenueOutboxContext, entry: OutboxEntry, settlement: Settlement) {
  const { queue, dropped } = settle(context.queue, entry.id, settlement);
  return {
    changes: {
      queue,
      inFlight: null,
      noAnswer: false,
      sessionEnded: false,
      nextRetryDelay: context.retry.firstMs,
    } satisfies Partial<VenueOutboxContext>,
    remove: [entry.id, ...dropped],
  };
}

export const venueOutboxMachine = setup({
  types: {
    context: {} as VenueOutboxContext,
    events: {} as VenueOutboxEvent,
    input: {} as VenueOutboxInput,
    emitted: {} as VenueOutboxEmitted,
  },
  actors: {
    sendEntry: fromPromise<VenueSent, OutboxEntry>(async () => {
      throw new Error('sendEntry is provided by the app');
    }),
    fetchSnapshot: fromPromise<VenueSnapshot>(async () => {
      throw new Error('fetchSnapshot is provided by the app');
    }),
  },
  guards: {
    nothingToSend: ({ context }) => nextToSend(context.queue) === undefined,
    offline: ({ context }) => !context.isOnline(),
    online: ({ context }) => context.isOnline(),
    keptFailure: ({ event }) => keptFailure((event as { error?: unknown }).error),
  },
  delays: {
    RETRY: ({ context }) => context.retryDelay,
    REFRESH_DEBOUNCE: ({ context }) => context.refreshDebounceMs,
  },
  actions: {
    /** The next wait: the pause now due, and twice it (at most the longest) for the one after. */
    pauseLonger: assign(({ context }) => ({
      retryDelay: context.nextRetryDelay,
      nextRetryDelay: Math.min(context.nextRetryDelay * 2, context.retry.maxMs),
    })),
    pauseAgainFromFirst: assign(({ context }) => ({ nextRetryDelay: context.retry.firstMs })),
    persistSnapshot: enqueueActions(({ context, enqueue: actions }) => {
      if (context.base) {
        actions.emit({
          type: 'snapshot.persist',
          snapshot: context.base,
          savedAt: context.savedAt ?? context.now().toISOString(),
        });
      }
    }),
  },
}).createMachine({
  id: 'venueOutbox',
  type: 'parallel',
  context: ({ input }) => ({
    isOnline: input.isOnline,
    now: input.now,
    newId: input.newId,
    retry: input.retry ?? { firstMs: 1_000, maxMs: 30_000 },
    refreshDebounceMs: input.refreshDebounceMs ?? 1_500,
    base: null,
    queue: [],
    recent: [],
    savedAt: null,
    loading: true,
    error: null,
    noAnswer: false,
    sessionEnded: false,
    notices: [],
    inFlight: null,
    retryDelay: input.retry?.firstMs ?? 1_000,
    nextRetryDelay: input.retry?.firstMs ?? 1_000,
    lastWrite: null,
  }),
  on: {
    'venue.loaded': {
      actions: assign(({ event }) => ({
        queue: event.outbox,
        ...(event.snapshot ? { base: event.snapshot, savedAt: event.savedAt, loading: false } : {}),
      })),
    },
    'outbox.write': {
      actions: enqueueActions(({ context, event, enqueue: actions }) => {
        let next = context.queue;
        const put: OutboxEntry[] = [];
        const remove: string[] = [];
        for (const entry of event.entries) {
          const result = enqueue(next, entry, context.inFlight);
          if (!result.ok) {
            actions.assign({ lastWrite: { ok: false, reason: result.reason } });
            return;
          }
          next = result.queue;
          if (result.added) put.push(result.added);
          remove.push(...result.dropped);
        }
        const kept = put.filter((entry) => !remove.includes(entry.id));
        actions.assign({ queue: next, lastWrite: { ok: true, put: kept, remove } });
        // Kept on the device first: the store flushes once it is written.
        actions.emit({ type: 'outbox.persist', put: kept, remove });
      }),
    },
    'venue.heard': {
      guard: ({ context }) => context.base !== null,
      actions: enqueueActions(({ context, event, enqueue: actions }) => {
        const { message } = event;
        const base = context.base!;
        if (message.type === 'check-in') {
          const updated = applyServerCheckIn(base, message.check_in, message.counts);
          actions.assign({
            base: { ...updated, seq: Math.max(updated.seq, message.check_in.seq) },
            recent: [...context.recent, message.check_in].slice(-RECENT_KEPT),
          });
          actions('persistSnapshot');
        } else if (message.type === 'ready' || message.type === 'changed') {
          actions.assign({ base: { ...base, counts: message.counts } });
          if (message.type === 'changed') actions.raise({ type: 'venue.changed' });
        }
      }),
    },
    'connection.changed': { actions: 'pauseAgainFromFirst' },
    'notice.dismiss': {
      actions: assign(({ context, event }) => ({
        notices: context.notices.filter((notice) => notice.id !== event.id),
      })),
    },
  },
  states: {
    sender: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'outbox.flush': 'checking',
            'connection.changed': { guard: 'online', target: 'checking' },
          },
        },
        checking: {
          always: [
            { guard: 'nothingToSend', target: 'idle' },
            { guard: 'offline', target: 'waiting', actions: 'pauseLonger' },
            { target: 'sending' },
          ],
        },
        sending: {
          // Cleared by the answer's transition (it reads which write was answered).
          entry: assign(({ context }) => ({ inFlight: nextToSend(context.queue)!.id })),
          invoke: {
            src: 'sendEntry',
            input: ({ context }) => nextToSend(context.queue)!,
            onDone: {
              target: 'checking',
              actions: [
                enqueueActions(({ context, event, enqueue: actions }) => {
                  const entry = context.queue.find((queued) => queued.id === context.inFlight)!;
                  const { base, notices, settlement } = answered(context, entry, event.output);
                  const { changes, remove } = settled(context, entry, settlement);
                  actions.assign({ ...changes, base, notices });
                  actions.emit({ type: 'outbox.persist', put: [], remove });
                }),
                'persistSnapshot',
              ],
            },
            onError: [
              {
                guard: 'keptFailure',
                target: 'waiting',
                actions: [
                  assign(({ event }) => {
                    const { status } = failureOf(event.error);
                    return {
                      inFlight: null,
                      noAnswer: status === 0,
                      ...(status === 401 ? { sessionEnded: true } : {}),
                    };
                  }),
                  'pauseLonger',
                ],
              },
              {
                target: 'checking',
                actions: [
                  enqueueActions(({ context, event, enqueue: actions }) => {
                    const entry = context.queue.find((queued) => queued.id === context.inFlight)!;
                    const failure = failureOf(event.error);
                    // A souvenir of a guest whose check-in lost: told in that guest's one notice.
                    const folded =
                      entry.kind === 'handout' ? foldSouvenirRefusal(context.notices, guestOf(entry), failure) : null;
                    const text = `${describe(context, entry)} ditolak: ${failure.message}`;
                    const notices = folded ?? withNotice(context.notices, { id: context.newId(), tone: 'error', text });
                    const { changes, remove } = settled(context, entry, { kind: 'refused' });
                    actions.assign({ ...changes, notices });
                    actions.emit({ type: 'outbox.persist', put: [], remove });
                  }),
                  'persistSnapshot',
                ],
              },
            ],
          },
        },
        waiting: {
          after: { RETRY: 'checking' },
          on: {
            'outbox.flush': 'checking',
            'connection.changed': { guard: 'online', target: 'checking' },
          },
        },
      },
    },
    snapshot: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'venue.refresh': 'refreshing',
            'venue.changed': 'debouncing',
            'connection.changed': { guard: 'online', target: 'refreshing' },
          },
        },
        debouncing: {
          after: { REFRESH_DEBOUNCE: 'refreshing' },
          on: {
            'venue.changed': { target: 'debouncing', reenter: true },
            'venue.refresh': 'refreshing',
            'connection.changed': { guard: 'online', target: 'refreshing' },
          },
        },
        refreshing: {
          on: { 'venue.refresh': { target: 'refreshing', reenter: true } },
          invoke: {
            src: 'fetchSnapshot',
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  base: rebase(event.output, context.recent),
                  savedAt: context.now().toISOString(),
                  error: null,
                  noAnswer: false,
                  loading: false,
                })),
                'persistSnapshot',
              ],
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { status = 0, message } = failureOf(event.error);
                if (status === 0) {
                  return {
                    loading: false,
                    noAnswer: true,
                    ...(context.base ? {} : { error: { status: 0, message: NO_COPY_OFFLINE } }),
                  };
                }
                const shown = status < 500 || !context.base;
                return { loading: false, ...(shown ? { error: { status, message } } : {}) };
              }),
            },
          },
        },
      },
    },
  },
});

export const NO_COPY_OFFLINE =
  'Tidak ada koneksi, dan daftar tamu undangan ini belum tersimpan di perangkat ini. Sambungkan internet lalu coba lagi.';
