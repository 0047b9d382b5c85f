import { useCallback, useId } from 'react';
import { useActorValue } from '../../engine/machines/use-actor-value';
import type { WishlistGift } from '../../schemas/entities/wishlist-gift.schema';
import { giftConfirmationPayloadSchema } from '../../schemas/payloads/gift-confirmation.payload';
import type { GiftConfirmationActor, GiftConfirmationField } from '../../engine/machines/gift-confirmation.machine';
import { Dialog } from '../shared/dialog';
import { PurchaseDateField } from './purchase-date-field';
import { WISHLIST_DIALOG_TEXT } from './wishlist-detail-dialog';

/** The submit button's two labels (docs/product.md#gift-confirmation). */
const SUBMIT_LABEL = 'Konfirmasi';
const SUBMITTING_LABEL = 'Mengirim...';

type FieldSpec = { field: GiftConfirmationField; type: 'text' | 'tel' | 'date' | 'textarea'; autoComplete?: string };

/** The form's fields in order; their labels are the payload schema's titles (one source of truth). */
const FIELDS: readonly FieldSpec[] = [
  { field: 'buyer_name', type: 'text', autoComplete: 'name' },
  { field: 'whatsapp_number', type: 'tel', autoComplete: 'tel' },
  { field: 'purchase_date', type: 'date' },
  { field: 'shipping_expedition', type: 'text' },
  { field: 'shipping_receipt', type: 'text' },
  { field: 'notes', type: 'textarea' },
];

const labelOf = (field: GiftConfirmationField): string => giftConfirmationPayloadSchema.properties[field].title;

/**
 * The 'Confirm Gift' form dialog (docs/product.md#gift-confirmation), open while the gift confirmation
 * flow is not idle: the fields with their message (docs/product.md#validation) under each, the server's
 * message after a failed send, and a submit button reading 'Mengirim...' while sending.
 */
export function GiftConfirmationDialog({ flow, items }: { flow: GiftConfirmationActor; items: WishlistGift[] }) {
  const open = useActorValue(flow, (state) => !state.matches('idle'));
  const submitting = useActorValue(flow, (state) => state.matches('submitting'));
  const itemId = useActorValue(flow, (state) => state.context.itemId);
  const values = useActorValue(flow, (state) => state.context.values);
  const errors = useActorValue(flow, (state) => state.context.errors);
  const submitError = useActorValue(flow, (state) => state.context.submitError);
  const idPrefix = useId();
  // Stable, so the Dialog does not re-run its focus effect on every keystroke.
  const close = useCallback(() => flow.send({ type: 'gift.close' }), [flow]);
  if (!open) return null;
  const item = items.find((candidate) => candidate.id === itemId);
  return (
    <Dialog title={WISHLIST_DIALOG_TEXT.confirmTitle} onClose={close} closeLabel={WISHLIST_DIALOG_TEXT.close}>
      <form
        className="gift-confirm"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'gift.submit' });
        }}
      >
        {item ? <p className="gift-confirm__item">{item.product_name}</p> : null}
        <fieldset className="gift-confirm__fields" disabled={submitting}>
          {FIELDS.map(({ field, type, autoComplete }) => {
            const id = `${idPrefix}-${field}`;
            const error = errors[field];
            const errorId = error ? `${id}-error` : undefined;
            const onChange = (value: string) => flow.send({ type: 'gift.change', field, value });
            const common = {
              id,
              name: field,
              className: 'field',
              value: values[field],
              autoComplete,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': errorId,
              onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
            };
            return (
              <div key={field} className="gift-confirm__field">
                {/* The date field is a button named by this label and by the date it shows. */}
                <label className="gift-confirm__label" id={`${id}-label`} htmlFor={type === 'date' ? undefined : id}>
                  {labelOf(field)}
                </label>
                {type === 'date' ? (
                  <PurchaseDateField
                    labelId={`${id}-label`}
                    value={values[field]}
                    onChange={onChange}
                    errorId={errorId}
                  />
                ) : type === 'textarea' ? (
                  <textarea {...common} rows={3} />
                ) : (
                  <input {...common} type={type} inputMode={type === 'tel' ? 'tel' : undefined} />
                )}
                {error ? (
                  <p className="field-error" id={errorId}>
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        {submitError ? (
          <p className="field-error gift-confirm__error" role="alert">
            {submitError}
          </p>
        ) : null}
        <button type="submit" className="button gift-confirm__submit" disabled={submitting}>
          {submitting ? SUBMITTING_LABEL : SUBMIT_LABEL}
        </button>
      </form>
    </Dialog>
  );
}
