import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { Guest } from '../../schemas/entities/guest.schema';
import {
  giftConfirmationPayloadSchema,
  type GiftConfirmationPayload,
} from '../../schemas/payloads/gift-confirmation.payload';
import { withoutNumberSeparators } from '../../schemas/payloads/phone-number';
import { failureMessageOf } from '../errors/failure-messages';
import { validatePayload } from '../validation/validate-payload';

/** The fields the guest fills in the 'Confirm Gift' dialog, in the form's order (docs/product.md#gift-confirmation). */
export const GIFT_CONFIRMATION_FIELDS = [
  'buyer_name',
  'whatsapp_number',
  'purchase_date',
  'shipping_expedition',
  'shipping_receipt',
  'notes',
] as const satisfies readonly (keyof GiftConfirmationPayload)[];

export type GiftConfirmationField = (typeof GIFT_CONFIRMATION_FIELDS)[number];

/**
 * What the inputs hold, as typed. `purchase_date` is a date input's value (`YYYY-MM-DD`); the payload
 * carries it as an ISO date-time string (docs/product.md#gift-confirmation).
 */
export type GiftConfirmationValues = Record<GiftConfirmationField, string>;

export type GiftConfirmationInput = {
  /**
   * The invitation the confirmation belongs to: its parent_id when present, otherwise its id
   * (docs/product.md#data-model).
   */
  invitationId: string;
  /** The identified guest, or null for an anonymous visitor, sent with no guest id (docs/product.md#roles). */
  guest: Guest | null;
};

export type GiftConfirmationContext = GiftConfirmationInput & {
  /** The wishlist item the open dialog confirms; null while closed. */
  itemId: string | null;
  values: GiftConfirmationValues;
  /** One message per field (docs/product.md#validation), from the same validator the server uses. */
  errors: Partial<Record<string, string>>;
  /** The server's message after a failed send (e.g. 409 'Kado ini sudah dipesan oleh tamu lain'). */
  submitError: string | null;
};

export type GiftConfirmationEvent =
  | { type: 'gift.open'; itemId: string }
  | { type: 'gift.change'; field: GiftConfirmationField; value: string }
  | { type: 'gift.submit' }
  | { type: 'gift.close' };

/** Shown when a failed send brings no message of its own (an unexpected error). */
export const GIFT_CONFIRMATION_FALLBACK_ERROR = 'Konfirmasi kado gagal dikirim. Coba lagi.';

/** The buyer's name starts as the guest's name when a guest is known (docs/product.md#gift-confirmation). */
function initialValues(guest: Guest | null): GiftConfirmationValues {
  return {
    buyer_name: guest?.name ?? '',
    whatsapp_number: '',
    purchase_date: '',
    shipping_expedition: '',
    shipping_receipt: '',
    notes: '',
  };
}

/**
 * A date input's `YYYY-MM-DD` as an ISO date-time string (midnight UTC, so the calendar date reads the
 * same wherever it is shown as UTC); anything else is passed on for the validator to reject.
 */
export function purchaseDateTime(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00.000Z` : date;
}

/**
 * The form as the confirmation's payload (docs/product.md#api), before validation; a number typed with
 * spaces or dashes ('0812-3456 7890') is checked and sent as its digits.
 */
function draftPayload(context: GiftConfirmationContext) {
  const { values } = context;
  return {
    ...values,
    whatsapp_number: withoutNumberSeparators(values.whatsapp_number),
    purchase_date: purchaseDateTime(values.purchase_date.trim()),
    invitation_wishlist_id: context.itemId ?? '',
    invitation_id: context.invitationId,
    guest_id: context.guest?.id ?? null,
    status: 'pending' as const,
  };
}

const validate = (context: GiftConfirmationContext) =>
  validatePayload<GiftConfirmationPayload>(giftConfirmationPayloadSchema, draftPayload(context));

/** The validated payload (texts as typed, blank notes left out); only called once validation passed. */
function validPayload(context: GiftConfirmationContext): GiftConfirmationPayload {
  const result = validate(context);
  if (!result.ok) throw new Error('gift confirmation payload is not valid');
  return result.value;
}

/**
 * The wishlist gift confirmation (docs/product.md#gift-confirmation): the 'Confirm Gift' dialog for one
 * item is closed (`idle`), being filled in (`editing`) or sending (`submitting`). A send that succeeds
 * resets the form and closes the dialog; one that fails keeps the form and shows the server's message.
 */
export const giftConfirmationMachine = setup({
  types: {
    context: {} as GiftConfirmationContext,
    events: {} as GiftConfirmationEvent,
    input: {} as GiftConfirmationInput,
  },
  actors: {
    /**
     * POST /v1/gift/wishlist/confirmation with the payload; the app also refreshes the wishlist here,
     * demo mode resolves without a call. Rejects with an Error whose message is the server's.
     */
    confirmGift: fromPromise<unknown, GiftConfirmationPayload>(async () => {
      throw new Error('confirmGift is not provided');
    }),
  },
  guards: {
    formIsValid: ({ context }) => validate(context).ok,
  },
  actions: {
    showErrors: assign({
      errors: ({ context }) => {
        const result = validate(context);
        return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
      },
      submitError: null,
    }),
  },
}).createMachine({
  id: 'giftConfirmation',
  context: ({ input }) => ({
    invitationId: input.invitationId,
    guest: input.guest,
    itemId: null,
    values: initialValues(input.guest),
    errors: {},
    submitError: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'gift.open': {
          target: 'editing',
          actions: assign({ itemId: ({ event }) => event.itemId, errors: {}, submitError: null }),
        },
      },
    },
    editing: {
      on: {
        'gift.change': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }),
          }),
        },
        'gift.submit': [
          { guard: 'formIsValid', target: 'submitting', actions: assign({ errors: {}, submitError: null }) },
          { actions: 'showErrors' },
        ],
        'gift.close': {
          target: 'idle',
          actions: assign({ itemId: null, errors: {}, submitError: null }),
        },
      },
    },
    submitting: {
      invoke: {
        src: 'confirmGift',
        input: ({ context }) => validPayload(context),
        onDone: {
          target: 'idle',
          actions: assign({
            itemId: null,
            values: ({ context }) => initialValues(context.guest),
            errors: {},
            submitError: null,
          }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            submitError: ({ event }) => failureMessageOf(event.error, GIFT_CONFIRMATION_FALLBACK_ERROR),
          }),
        },
      },
    },
  },
});

export type GiftConfirmationActor = ActorRefFrom<typeof giftConfirmationMachine>;
