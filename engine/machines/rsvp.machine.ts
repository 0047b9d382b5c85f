import { assign, fromPromise, not, setup, type ActorRefFrom } from 'xstate';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { Invitation } from '../../schemas/entities/invitation.schema';
import type { InvitationEvent } from '../../schemas/entities/invitation-event.schema';
import { RSVP_MESSAGES, rsvpPayloadSchema, seatsMessage, type RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import { RSVP_CLOSED } from '../../schemas/payloads/rsvp-closed';
import { rsvpClosedAt } from '../content/rsvp-deadline';
import { failureMessageOf } from '../errors/failure-messages';
import { validatePayload } from '../validation/validate-payload';
import { guestSeats } from '../content/rsvp-answers';

/** Shown when saving fails with no message of its own. */
export const RSVP_SAVE_FAILED = 'Konfirmasi gagal dikirim. Coba lagi.';

export type RsvpInput = {
  /** The invitation the answer belongs to: its parent_id when present, otherwise its id. */
  invitationId: string;
  useMultipleEvent: boolean;
  useGuestbook: boolean;
  events: InvitationEvent[];
  /** The identified guest of a personal link, or null for an anonymous visitor. */
  guest: Guest | null;
  /**
   * The owner's RSVP deadline has passed (docs/product.md#rsvp-deadline): the answer given shows and
   * cannot be changed. Left out: open.
   */
  closed?: boolean;
  /** The deadline (an ISO instant) the closed form names; null or left out: none. */
  deadline?: string | null;
};

/** The machine's input for an invitation page's invitation and guest, as of `now` (the deadline). */
export function rsvpInputFrom(invitation: Invitation, guest: Guest | null, now = Date.now()): RsvpInput {
  return {
    closed: rsvpClosedAt(invitation.rsvp_deadline, now),
    deadline: invitation.rsvp_deadline ?? null,
    invitationId: invitation.parent_id ?? invitation.id,
    useMultipleEvent: invitation.use_multiple_event,
    useGuestbook: invitation.use_guestbook,
    events: invitation.invitation_event ?? [],
    guest,
  };
}

export type RsvpContext = RsvpInput & {
  /** none (null), attending (true) or declining (false). */
  choice: boolean | null;
  /** Ids of the events the guest attends (multiple events only). */
  selectedEventIds: string[];
  pax: number;
  eventError: string | null;
  paxError: string | null;
  /** Why the last save failed. */
  submitError: string | null;
  /** An answer was given in this visit (sent for a guest, only local for an anonymous visitor). */
  submitted: boolean;
};

export type RsvpEvent =
  | { type: 'rsvp.choose'; attending: boolean }
  | { type: 'rsvp.event.toggle'; eventId: string }
  | { type: 'rsvp.event.toggleAll' }
  | { type: 'rsvp.pax.decrement' }
  | { type: 'rsvp.pax.increment' }
  /** What the guest typed in the guest-count field; anything but digits is ignored. */
  | { type: 'rsvp.pax.type'; value: string }
  | { type: 'rsvp.submit' }
  | { type: 'rsvp.edit' }
  | { type: 'rsvp.qr.open' }
  | { type: 'rsvp.qr.close' };

/**
 * With a guest and multiple events, the form starts from the guest's answers. The guest count
 * is the one of the first event attended (a declined event is stored with none), or of the first
 * entry when nothing is attended.
 */
function prefilled(context: RsvpContext): Pick<RsvpContext, 'choice' | 'selectedEventIds' | 'pax'> {
  const entries = context.guest?.rsvp ?? [];
  if (!context.useMultipleEvent || entries.length === 0) {
    return { choice: context.choice, selectedEventIds: context.selectedEventIds, pax: context.pax };
  }
  const attended = entries.filter((entry) => entry.is_attend);
  return {
    choice: attended.length > 0,
    selectedEventIds: attended.map((entry) => entry.event_id),
    pax: (attended[0] ?? entries[0])?.pax ?? 0,
  };
}

/** The body of POST /v1/invitation-rsvp for a guest's answer (docs/product.md#api). */
export function rsvpPayloadOf(context: RsvpContext, guestId: string): RsvpPayload {
  const attending = context.choice === true;
  const pax = attending ? context.pax : 0;
  if (!context.useMultipleEvent) {
    return {
      invitation_id: context.invitationId,
      guest_id: guestId,
      use_multiple_event: false,
      is_attend: attending,
      pax,
      events: [],
    };
  }
  return {
    invitation_id: context.invitationId,
    guest_id: guestId,
    use_multiple_event: true,
    pax,
    events: context.events.map((event) => ({
      event_id: event.id,
      is_attend: attending && context.selectedEventIds.includes(event.id),
    })),
  };
}

/** The most people the guest's answer may bring (engine/content/rsvp-answers.ts; pure, for the renderers too). */
export const seatsOf = (context: Pick<RsvpContext, 'guest'>): number | null => guestSeats(context.guest);

/** A guest count kept within the guest's seats. */
const withinSeats = (context: Pick<RsvpContext, 'guest'>, pax: number) => {
  const seats = seatsOf(context);
  return seats === null ? pax : Math.min(pax, seats);
};

type FormErrors = Pick<RsvpContext, 'eventError' | 'paxError' | 'submitError'>;

/**
 * The form's checks (docs/product.md#validation; multiple events only), then the payload schema the
 * server checks too.
 */
function formErrors(context: RsvpContext): FormErrors {
  const attendingSeveral = context.useMultipleEvent && context.choice === true;
  const errors: FormErrors = {
    eventError: attendingSeveral && context.selectedEventIds.length === 0 ? RSVP_MESSAGES.noEvent : null,
    paxError: attendingSeveral && context.pax <= 0 ? RSVP_MESSAGES.noPax : null,
    submitError: null,
  };
  const seats = seatsOf(context);
  if (context.choice === true && seats !== null && context.pax > seats) errors.paxError = seatsMessage(seats);
  if (context.guest) {
    const result = validatePayload(rsvpPayloadSchema, rsvpPayloadOf(context, context.guest.id));
    if (!result.ok) {
      for (const { field, message } of result.errors) {
        if (field === 'pax') errors.paxError ??= message;
        else errors.submitError ??= message;
      }
    }
  }
  return errors;
}

const hasErrors = (errors: FormErrors) => Boolean(errors.eventError || errors.paxError || errors.submitError);

/**
 * The RSVP section's behaviour (docs/product.md#rsvp): the attendance choice, the events attended and
 * the guest count, the checks, saving through the `saveRsvp` actor (only for an identified guest),
 * and the thank-you view with its QR dialog; after the owner's deadline that view alone, showing the
 * answer given, with no way back to the form (docs/product.md#rsvp-deadline).
 */
export const rsvpMachine = setup({
  types: {
    context: {} as RsvpContext,
    events: {} as RsvpEvent,
    input: {} as RsvpInput,
  },
  actors: {
    /** Sends the answer and resolves with the guest as saved (their refreshed RSVP entries). */
    saveRsvp: fromPromise<Guest, RsvpPayload>(async () => {
      throw new Error('saveRsvp is not provided');
    }),
  },
  guards: {
    closed: ({ context }) => context.closed === true,
    /** The server closed the RSVP meanwhile: the deadline passed while the page was open. */
    closedMeanwhile: ({ event }) =>
      failureMessageOf((event as { error?: unknown }).error, RSVP_SAVE_FAILED) === RSVP_CLOSED,
    showsForm: ({ context }) => (context.guest ? context.guest.rsvp.length === 0 : !context.submitted),
    noChoice: ({ context }) => context.choice === null,
    formInvalid: ({ context }) => hasErrors(formErrors(context)),
    anonymous: ({ context }) => context.guest === null,
    canShowQr: ({ context }) => context.useGuestbook && (context.guest?.rsvp.some((entry) => entry.is_attend) ?? false),
  },
  actions: {
    choose: assign({
      choice: ({ event }) => (event.type === 'rsvp.choose' ? event.attending : null),
    }),
    toggleEvent: assign(({ context, event }) => {
      if (event.type !== 'rsvp.event.toggle') return {};
      const selected = context.selectedEventIds.includes(event.eventId)
        ? context.selectedEventIds.filter((id) => id !== event.eventId)
        : [...context.selectedEventIds, event.eventId];
      return { selectedEventIds: selected, eventError: selected.length > 0 ? null : context.eventError };
    }),
    toggleAllEvents: assign(({ context }) => {
      const all = context.events.map((event) => event.id);
      const everySelected = all.every((id) => context.selectedEventIds.includes(id));
      const selected = everySelected ? [] : all;
      return { selectedEventIds: selected, eventError: selected.length > 0 ? null : context.eventError };
    }),
    decrementPax: assign({ pax: ({ context }) => Math.max(0, context.pax - 1) }),
    // Plus stops at the guest's seats, and a typed count above them is taken as the seats.
    incrementPax: assign({ pax: ({ context }) => withinSeats(context, context.pax + 1), paxError: null }),
    typePax: assign({
      pax: ({ context, event }) =>
        event.type === 'rsvp.pax.type' && /^\d*$/.test(event.value)
          ? withinSeats(context, Number(event.value))
          : context.pax,
    }),
    showFormErrors: assign(({ context }) => formErrors(context)),
    clearErrors: assign({ eventError: null, paxError: null, submitError: null }),
    markSubmitted: assign({ submitted: true }),
    prefill: assign(({ context }) => prefilled(context)),
  },
}).createMachine({
  id: 'rsvp',
  context: ({ input }) => {
    const context: RsvpContext = {
      ...input,
      choice: null,
      selectedEventIds: [],
      pax: 0,
      eventError: null,
      paxError: null,
      submitError: null,
      submitted: false,
    };
    return { ...context, ...prefilled(context) };
  },
  initial: 'start',
  states: {
    start: {
      // Closed: the answer given shows, as after answering, with no way to change it.
      always: [{ guard: 'closed', target: 'thankYou' }, { guard: 'showsForm', target: 'form' }, { target: 'thankYou' }],
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'rsvp.choose': { actions: 'choose' },
            'rsvp.event.toggle': { actions: 'toggleEvent' },
            'rsvp.event.toggleAll': { actions: 'toggleAllEvents' },
            'rsvp.pax.decrement': { actions: 'decrementPax' },
            'rsvp.pax.increment': { actions: 'incrementPax' },
            'rsvp.pax.type': { actions: 'typePax' },
            'rsvp.submit': [
              { guard: 'noChoice' },
              { guard: 'formInvalid', actions: 'showFormErrors' },
              { guard: 'anonymous', target: '#rsvp.thankYou', actions: ['clearErrors', 'markSubmitted'] },
              { target: 'submitting', actions: 'clearErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'saveRsvp',
            input: ({ context }) => rsvpPayloadOf(context, context.guest?.id ?? ''),
            onDone: {
              target: '#rsvp.thankYou',
              actions: assign({
                guest: ({ event }) => event.output,
                choice: null,
                selectedEventIds: [],
                pax: 0,
                submitted: true,
              }),
            },
            onError: [
              { guard: 'closedMeanwhile', target: '#rsvp.thankYou', actions: assign({ closed: true }) },
              {
                target: 'editing',
                actions: assign({ submitError: ({ event }) => failureMessageOf(event.error, RSVP_SAVE_FAILED) }),
              },
            ],
          },
        },
      },
    },
    thankYou: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'rsvp.edit': { guard: not('closed'), target: '#rsvp.form', actions: 'prefill' },
            'rsvp.qr.open': { guard: 'canShowQr', target: 'qr' },
          },
        },
        qr: {
          on: { 'rsvp.qr.close': 'idle' },
        },
      },
    },
  },
});

export type RsvpActor = ActorRefFrom<typeof rsvpMachine>;
