import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { Wish } from '../../schemas/entities/wish.schema';
import { wishPayloadSchema, type WishPayload } from '../../schemas/payloads/wish.payload';
import { failureMessageOf } from '../errors/failure-messages';
import { validatePayload, type FieldError, type PayloadResult } from '../validation/validate-payload';

/** The two fields the guest fills in (docs/product.md#wishes). */
export type WishField = 'name' | 'message';

/** A message under each field that has one (docs/product.md#validation). */
export type WishFieldErrors = Partial<Record<WishField, string>>;

export type WishInput = {
  /** The invitation's parent_id when present, otherwise its id (docs/product.md#data-model). */
  invitationId: string;
  /** The guest of a personal link, or null for an anonymous visitor. */
  guest: Guest | null;
};

export type WishContext = {
  invitationId: string;
  guestId: string | null;
  name: string;
  message: string;
  /** Messages under the fields, from the same validator the server uses. */
  errors: WishFieldErrors;
  /** After a first submit the fields are checked again as the guest types. */
  checked: boolean;
  /** The payload being (or last) sent to `postWish`. */
  payload: WishPayload | null;
  /** Why the last send failed, shown under the form; the form keeps its values. */
  failure: string | null;
  /**
   * The wishes this guest sent that wait for the couple's approval (docs/product.md#wish-moderation),
   * newest first: the page shows them to their writer alone, marked so, since no public list has them.
   */
  pending: Wish[];
};

export type WishEvent =
  { type: 'wish.change'; field: WishField; value: string } | { type: 'wish.submit' } | { type: 'wish.close' };

/** A stored wish, as `postWish` answers it, that waits for the couple's approval. */
function pendingWishOf(output: unknown): Wish | null {
  const wish = output as Partial<Wish> | null | undefined;
  return typeof wish?.id === 'string' && wish.status === 'pending' ? (wish as Wish) : null;
}

/** Shown when the call fails without a message of its own. */
export const WISH_FAILED = 'Ucapan gagal dikirim. Coba lagi.';

const FIELDS: readonly string[] = ['name', 'message'] satisfies WishField[];

function checkWish(context: WishContext): PayloadResult<WishPayload> {
  return validatePayload<WishPayload>(wishPayloadSchema, {
    name: context.name,
    message: context.message,
    invitation_id: context.invitationId,
    guest_id: context.guestId,
  });
}

function fieldErrorsOf(errors: readonly FieldError[]): WishFieldErrors {
  const result: WishFieldErrors = {};
  for (const error of errors) if (FIELDS.includes(error.field)) result[error.field as WishField] = error.message;
  return result;
}

/** Errors that belong to no field the guest can fix (e.g. a missing invitation id). */
function otherErrorsOf(errors: readonly FieldError[]): string | null {
  const other = errors.filter((error) => !FIELDS.includes(error.field));
  return other.length ? other.map((error) => error.message).join(' ') : null;
}

/**
 * The wish form (docs/product.md#wishes): name (prefilled with a known guest's name) and message,
 * checked with the payload schema; `postWish` stores the wish; then the form clears (only the message
 * for a known guest) and the thank-you dialog opens, and a wish that waits for the couple's approval
 * is kept for its writer to see. A failed send keeps the form and says why.
 */
export const wishMachine = setup({
  types: {
    context: {} as WishContext,
    events: {} as WishEvent,
    input: {} as WishInput,
  },
  actors: {
    /**
     * Stores the wish (POST /v1/wish); resolves when stored, with the stored wish (one waiting for
     * approval is kept in `pending`). Demo mode resolves at once.
     */
    postWish: fromPromise<unknown, WishPayload>(async () => {
      throw new Error('postWish is not provided');
    }),
  },
  guards: {
    formIsValid: ({ context }) => checkWish(context).ok,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'wish.change') return {};
      const values =
        event.field === 'name'
          ? { name: event.value, message: context.message }
          : { name: context.name, message: event.value };
      if (!context.checked) return values;
      const result = checkWish({ ...context, ...values });
      const errors = { ...context.errors };
      const message = result.ok ? undefined : fieldErrorsOf(result.errors)[event.field];
      if (message) errors[event.field] = message;
      else delete errors[event.field];
      return { ...values, errors };
    }),
    showErrors: assign(({ context }) => {
      const result = checkWish(context);
      if (result.ok) return { checked: true, errors: {}, failure: null };
      return { checked: true, errors: fieldErrorsOf(result.errors), failure: otherErrorsOf(result.errors) };
    }),
    takePayload: assign(({ context }) => {
      const result = checkWish(context);
      return { payload: result.ok ? result.value : null, errors: {}, failure: null };
    }),
    clearForm: assign(({ context }) => ({
      name: context.guestId === null ? '' : context.name,
      message: '',
      errors: {},
      checked: false,
      failure: null,
    })),
  },
}).createMachine({
  id: 'wish',
  context: ({ input }) => ({
    invitationId: input.invitationId,
    guestId: input.guest?.id ?? null,
    name: input.guest?.name ?? '',
    message: '',
    errors: {},
    checked: false,
    payload: null,
    failure: null,
    pending: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'wish.change': { actions: 'change' },
        'wish.submit': [{ guard: 'formIsValid', target: 'sending', actions: 'takePayload' }, { actions: 'showErrors' }],
      },
    },
    sending: {
      invoke: {
        src: 'postWish',
        input: ({ context }) => context.payload as WishPayload,
        onDone: {
          target: 'thanked',
          actions: [
            'clearForm',
            assign({
              pending: ({ context, event }) => {
                const wish = pendingWishOf(event.output);
                return wish ? [wish, ...context.pending] : context.pending;
              },
            }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => failureMessageOf(event.error, WISH_FAILED) }),
        },
      },
    },
    /** The thank-you dialog is open. */
    thanked: {
      on: {
        'wish.close': { target: 'editing' },
      },
    },
  },
});

export type WishActor = ActorRefFrom<typeof wishMachine>;
