import { useCallback, useId } from 'react';
import { useActorValue } from '../../engine/machines/use-actor-value';
import type { RsvpActor } from '../../engine/machines/rsvp.machine';
import { guestSeats } from '../../engine/content/rsvp-answers';
import { seatsMessage } from '../../schemas/payloads/rsvp.payload';
import type { SectionCopy } from '../../schemas/sections';
import { RsvpClosedNote } from './rsvp-closed';
import { RsvpQrDialog } from './rsvp-qr-dialog';

type Labels = SectionCopy<'rsvp'>['labels'];

/** Accessible names of the guest-count buttons, which show only − and +. */
const PAX_TEXT = { decrement: 'Kurangi jumlah tamu', increment: 'Tambah jumlah tamu' } as const;

/**
 * The RSVP section driven by its flow (docs/product.md#rsvp): the form (choice, events, guest count,
 * the checks' messages, a failed save's message) or the thank-you view with 'Ubah' and 'Lihat QR Code'.
 */
export function RsvpFlow({ flow, labels }: { flow: RsvpActor; labels: Labels }) {
  const showsForm = useActorValue(flow, (state) => state.matches('form'));
  return showsForm ? <RsvpFlowForm flow={flow} labels={labels} /> : <RsvpThankYou flow={flow} labels={labels} />;
}

function RsvpFlowForm({ flow, labels }: { flow: RsvpActor; labels: Labels }) {
  const context = useActorValue(flow, (state) => state.context);
  const submitting = useActorValue(flow, (state) => state.matches({ form: 'submitting' }));
  const { choice, useMultipleEvent } = context;
  return (
    <form
      className="rsvp__form"
      noValidate
      aria-busy={submitting}
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'rsvp.submit' });
      }}
    >
      <fieldset className="rsvp__fieldset" disabled={submitting}>
        <div className="rsvp__choices">
          <ChoiceButton flow={flow} attending={true} chosen={choice === true} label={labels.attend} />
          <ChoiceButton flow={flow} attending={false} chosen={choice === false} label={labels.decline} />
        </div>
        {choice === true && useMultipleEvent ? <RsvpEventChoices flow={flow} labels={labels} /> : null}
        {choice === true ? <RsvpPaxField flow={flow} labels={labels} /> : null}
      </fieldset>
      {context.submitError ? (
        <p className="field-error rsvp__submit-error" role="alert">
          {context.submitError}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={choice === null || submitting}>
        {labels.submit}
      </button>
    </form>
  );
}

/** The events a guest who attends may pick, with 'all' and the pick's message. */
function RsvpEventChoices({ flow, labels }: { flow: RsvpActor; labels: Labels }) {
  const { events, selectedEventIds, eventError } = useActorValue(flow, (state) => state.context);
  const idPrefix = useId();
  const eventErrorId = `${idPrefix}-events-error`;
  const allSelected = events.length > 0 && events.every((event) => selectedEventIds.includes(event.id));
  return (
    <div className="rsvp__events" aria-describedby={eventError ? eventErrorId : undefined}>
      {events.map((event) => (
        <label key={event.id} className="rsvp__event">
          <input
            type="checkbox"
            checked={selectedEventIds.includes(event.id)}
            onChange={() => flow.send({ type: 'rsvp.event.toggle', eventId: event.id })}
          />
          <span>{event.label}</span>
        </label>
      ))}
      <label className="rsvp__event rsvp__event--all">
        <input type="checkbox" checked={allSelected} onChange={() => flow.send({ type: 'rsvp.event.toggleAll' })} />
        <span>{labels.all_events}</span>
      </label>
      {eventError ? (
        <p className="field-error" id={eventErrorId} role="alert">
          {eventError}
        </p>
      ) : null}
    </div>
  );
}

/**
 * How many come: − and + around the typed number, with its message; for a guest, the seats of their
 * invitation ('Undangan ini untuk 2 orang'), where plus stops.
 */
function RsvpPaxField({ flow, labels }: { flow: RsvpActor; labels: Labels }) {
  const { pax, paxError } = useActorValue(flow, (state) => state.context);
  const seats = useActorValue(flow, (state) => guestSeats(state.context.guest));
  const idPrefix = useId();
  const paxId = `${idPrefix}-pax`;
  const paxErrorId = `${idPrefix}-pax-error`;
  const seatsId = `${idPrefix}-seats`;
  const full = seats !== null && pax >= seats;
  const describedBy = [seats !== null ? seatsId : null, paxError ? paxErrorId : null].filter(Boolean).join(' ');
  return (
    <div className="rsvp__pax-field">
      <label className="rsvp__pax-label" htmlFor={paxId}>
        {labels.pax}
      </label>
      <div className="rsvp__pax">
        <button
          type="button"
          className="button button--ghost rsvp__pax-step"
          aria-label={PAX_TEXT.decrement}
          onClick={() => flow.send({ type: 'rsvp.pax.decrement' })}
        >
          −
        </button>
        <input
          id={paxId}
          className="field rsvp__pax-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={String(pax)}
          aria-invalid={paxError ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => flow.send({ type: 'rsvp.pax.type', value: event.target.value })}
        />
        <button
          type="button"
          className="button button--ghost rsvp__pax-step"
          aria-label={PAX_TEXT.increment}
          disabled={full}
          onClick={() => flow.send({ type: 'rsvp.pax.increment' })}
        >
          +
        </button>
      </div>
      {seats !== null ? (
        <p className={full ? 'rsvp__seats rsvp__seats--full' : 'rsvp__seats'} id={seatsId} aria-live="polite">
          {seatsMessage(seats)}
        </p>
      ) : null}
      {paxError ? (
        <p className="field-error" id={paxErrorId} role="alert">
          {paxError}
        </p>
      ) : null}
    </div>
  );
}

function ChoiceButton({
  flow,
  attending,
  chosen,
  label,
}: {
  flow: RsvpActor;
  attending: boolean;
  chosen: boolean;
  label: string;
}) {
  return (
    <button
      type="button"
      className={chosen ? 'button rsvp__choice rsvp__choice--chosen' : 'button button--ghost rsvp__choice'}
      aria-pressed={chosen}
      onClick={() => flow.send({ type: 'rsvp.choose', attending })}
    >
      {label}
    </button>
  );
}

function RsvpThankYou({ flow, labels }: { flow: RsvpActor; labels: Labels }) {
  const canShowQr = useActorValue(
    flow,
    (state) => state.matches({ thankYou: 'qr' }) || state.can({ type: 'rsvp.qr.open' }),
  );
  const qrOpen = useActorValue(flow, (state) => state.matches({ thankYou: 'qr' }));
  const guest = useActorValue(flow, (state) => state.context.guest);
  const closeQr = useCallback(() => flow.send({ type: 'rsvp.qr.close' }), [flow]);
  // After the owner's deadline: the answer given, and no 'Ubah' (docs/product.md#rsvp-deadline).
  const closed = useActorValue(flow, (state) => state.context.closed === true);
  return (
    <div className="rsvp__thanks">
      {closed ? <RsvpClosedNote flow={flow} /> : <p className="rsvp__thanks-text">{labels.thank_you}</p>}
      <div className="rsvp__actions">
        {closed ? null : (
          <button type="button" className="button button--ghost" onClick={() => flow.send({ type: 'rsvp.edit' })}>
            {labels.edit}
          </button>
        )}
        {canShowQr ? (
          <button type="button" className="button" onClick={() => flow.send({ type: 'rsvp.qr.open' })}>
            {labels.show_qr}
          </button>
        ) : null}
      </div>
      {qrOpen && guest ? <RsvpQrDialog guestId={guest.id} guestName={guest.name} onClose={closeQr} /> : null}
    </div>
  );
}
