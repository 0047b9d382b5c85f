import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  ownerAnswerDraft,
  ownerAnswerErrors,
  ownerAnswerFieldOf,
  ownerAnswerRequest,
  type OwnerAnswerDraft,
  type OwnerAnswerErrors,
} from '../../../engine/guests/owner-answer';
import { seatsMessage } from '../../../schemas/payloads/rsvp.payload';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/error-text';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { BY_OWNER_MARK } from './guest-answer-dialog-words';
import type { GuestEvents } from './guest-fact-cells';
import './guest-answer.css';

/** The server's refusal at the events it names; what names none above the buttons. */
function refusalOf(error: unknown, draft: OwnerAnswerDraft): OwnerAnswerErrors {
  if (!(error instanceof ApiError) || !error.errors.length) return { '': errorText(error) };
  const request = ownerAnswerRequest(draft);
  const errors: OwnerAnswerErrors = {};
  for (const { field, message } of error.errors) errors[ownerAnswerFieldOf(field, request)] ??= message;
  return errors;
}

/**
 * 'Catat jawaban': the answer a guest gave the owner (by phone, in person), per event: 'Hadir' with the
 * people (within the guest's seats) or 'Berhalangan'. Saved as the owner's, marked 'Dijawab lewat
 * telepon' in the list until the guest answers themselves; open after the RSVP deadline too.
 */
export function GuestAnswerDialog({
  invitationId,
  guest,
  events,
  onSaved,
  onClose,
}: {
  invitationId: string;
  guest: OwnerGuest;
  events: GuestEvents;
  onSaved: (guest: OwnerGuest) => void;
  onClose: () => void;
}) {
  const ref = useModalDialog(true);
  const titleId = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() =>
    ownerAnswerDraft(
      guest.rsvp,
      events.map((event) => event.id),
    ),
  );
  const [errors, setErrors] = useState<OwnerAnswerErrors>({});
  const [busy, setBusy] = useState(false);
  const seats = guest.seats;

  const change = (eventId: string, next: Partial<OwnerAnswerDraft[string]>) => {
    setDraft((current) => ({ ...current, [eventId]: { ...current[eventId]!, ...next } }));
    setErrors(({ [eventId]: _done, '': _form, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = ownerAnswerErrors(draft, seats);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = await ownerGuestCalls.answer(invitationId, guest.id, ownerAnswerRequest(draft));
      await queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) });
      onSaved(saved);
    } catch (error) {
      setErrors(refusalOf(error, draft));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="ui-dialog guest-answer-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="ui-dialog__title">
        Jawaban RSVP {guest.name}
      </h2>
      <form className="ui-dialog__body" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          Isi jawaban yang tamu berikan lewat telepon atau langsung. Jawaban ini ditandai “{BY_OWNER_MARK}” sampai tamu
          mengisinya sendiri.
        </p>
        {events.length === 0 ? (
          <p>Belum ada acara. Tambahkan acara di Bagian › Acara terlebih dahulu.</p>
        ) : (
          events.map((item) => (
            <EventAnswer
              key={item.id}
              label={events.length > 1 ? item.label : 'Kehadiran'}
              answer={draft[item.id]!}
              seats={seats}
              error={errors[item.id]}
              onChange={(next) => change(item.id, next)}
            />
          ))
        )}
        <StatusMessage state={errors[''] ? { kind: 'error', text: errors[''] } : null} />
        <div className="ui-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" busy={busy} disabled={events.length === 0}>
            Simpan Jawaban
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** One event's answer: attending or declining, and the people when attending. */
function EventAnswer({
  label,
  answer,
  seats,
  error,
  onChange,
}: {
  label: string;
  answer: OwnerAnswerDraft[string];
  seats: number | undefined;
  error: string | undefined;
  onChange: (next: Partial<OwnerAnswerDraft[string]>) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  // The seats said once: as the field's hint, or as its error when it is above them.
  const seatsHint = seats && error !== seatsMessage(seats) ? seatsMessage(seats) : null;
  return (
    <fieldset className="guest-answer-event" aria-describedby={error ? errorId : undefined}>
      <legend className="guest-answer-event__label">{label}</legend>
      <div className="guest-answer-event__choices">
        {(
          [
            [true, 'Hadir'],
            [false, 'Berhalangan'],
          ] as const
        ).map(([value, text]) => (
          <label key={text} className="guest-answer-event__choice">
            <input
              type="radio"
              name={`${id}-attending`}
              checked={answer.attending === value}
              onChange={() => onChange({ attending: value })}
            />
            {text}
          </label>
        ))}
      </div>
      {answer.attending ? (
        <div className="guest-answer-event__pax">
          <label htmlFor={`${id}-pax`}>Jumlah orang</label>
          <input
            id={`${id}-pax`}
            className="ui-field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={seats}
            value={answer.pax}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [seatsHint ? `${id}-seats` : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
            }
            onChange={(event) => onChange({ pax: event.target.value })}
          />
          {seatsHint ? (
            <span id={`${id}-seats`} className="ui-field__hint">
              {seatsHint}
            </span>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
