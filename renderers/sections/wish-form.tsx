import { useActorValue } from '../../engine/machines/use-actor-value';
import { useCallback, useId, type ChangeEvent } from 'react';
import type { WishActor, WishField } from '../../engine/machines/wish.machine';
import type { SectionRenderProps } from '../../engine/render/section-props';
import { Dialog } from '../shared/dialog';

type Labels = SectionRenderProps<'wish'>['copy']['labels'];

/** The form's fields in order, and the label that is each one's placeholder. */
const FIELDS: readonly WishField[] = ['name', 'message'];
const PLACEHOLDERS = { name: 'name_placeholder', message: 'message_placeholder' } as const;

/** The form without its flow (server rendering, tests of the look): nothing happens on submit. */
export function StaticWishForm({ labels, guestName }: { labels: Labels; guestName: string | undefined }) {
  return (
    <form className="wish__form" onSubmit={(event) => event.preventDefault()}>
      <input
        className="field"
        name="name"
        placeholder={labels.name_placeholder}
        aria-label={labels.name_placeholder}
        defaultValue={guestName}
      />
      <textarea
        className="field"
        name="message"
        rows={3}
        placeholder={labels.message_placeholder}
        aria-label={labels.message_placeholder}
      />
      <button type="submit" className="button">
        {labels.submit}
      </button>
    </form>
  );
}

/**
 * The form driven by the wish machine: the fields, their messages, the send button (disabled while
 * sending), a failed send's message, and the thank-you dialog after a wish is stored.
 */
export function WishFlowForm({ flow, labels }: { flow: WishActor; labels: Labels }) {
  const id = useId();
  const name = useActorValue(flow, (state) => state.context.name);
  const message = useActorValue(flow, (state) => state.context.message);
  const errors = useActorValue(flow, (state) => state.context.errors);
  const failure = useActorValue(flow, (state) => state.context.failure);
  const sending = useActorValue(flow, (state) => state.matches('sending'));
  const thanked = useActorValue(flow, (state) => state.matches('thanked'));
  const change = (field: WishField, value: string) => flow.send({ type: 'wish.change', field, value });
  const close = useCallback(() => flow.send({ type: 'wish.close' }), [flow]);
  const errorId = (field: WishField) => `${id}-${field}-error`;
  return (
    <>
      <form
        className="wish__form wish-flow"
        noValidate
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'wish.submit' });
        }}
      >
        {FIELDS.map((field) => {
          const error = errors[field];
          const common = {
            className: 'field',
            name: field,
            placeholder: labels[PLACEHOLDERS[field]],
            'aria-label': labels[PLACEHOLDERS[field]],
            value: field === 'name' ? name : message,
            readOnly: sending,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId(field) : undefined,
            onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
          };
          return (
            <div className="wish-flow__field" key={field}>
              {field === 'message' ? <textarea {...common} rows={3} /> : <input {...common} />}
              {error ? (
                <p className="field-error" id={errorId(field)}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="button" disabled={sending}>
          {labels.submit}
        </button>
        {failure ? (
          <p className="field-error wish-flow__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
      {thanked ? (
        <div className="wish-thanks">
          <Dialog title={labels.thank_you} closeLabel={labels.close} onClose={close}>
            {null}
          </Dialog>
        </div>
      ) : null}
    </>
  );
}
