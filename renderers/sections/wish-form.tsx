import { useSelector } from '@xstate/react';
import { useCallback, useId } from 'react';
import type { WishActor, WishField } from '../../engine/machines/wish.machine';
import type { SectionRenderProps } from '../../engine/render/section-props';
import { Dialog } from '../shared/dialog';

type Labels = SectionRenderProps<'wish'>['copy']['labels'];

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
  const name = useSelector(flow, (state) => state.context.name);
  const message = useSelector(flow, (state) => state.context.message);
  const errors = useSelector(flow, (state) => state.context.errors);
  const failure = useSelector(flow, (state) => state.context.failure);
  const sending = useSelector(flow, (state) => state.matches('sending'));
  const thanked = useSelector(flow, (state) => state.matches('thanked'));
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
        <div className="wish-flow__field">
          <input
            className="field"
            name="name"
            placeholder={labels.name_placeholder}
            aria-label={labels.name_placeholder}
            value={name}
            readOnly={sending}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? errorId('name') : undefined}
            onChange={(event) => change('name', event.target.value)}
          />
          {errors.name ? (
            <p className="field-error" id={errorId('name')}>
              {errors.name}
            </p>
          ) : null}
        </div>
        <div className="wish-flow__field">
          <textarea
            className="field"
            name="message"
            rows={3}
            placeholder={labels.message_placeholder}
            aria-label={labels.message_placeholder}
            value={message}
            readOnly={sending}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? errorId('message') : undefined}
            onChange={(event) => change('message', event.target.value)}
          />
          {errors.message ? (
            <p className="field-error" id={errorId('message')}>
              {errors.message}
            </p>
          ) : null}
        </div>
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
