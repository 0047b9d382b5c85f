import { useState } from 'react';
import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import { defaultPax, rsvpAnswer, tableLabel } from '../../../engine/guestbook/guest-facts';
import { souvenirChoices } from '../../../engine/guestbook/souvenir-handout';
import type { VenueGuest, VenueSnapshot } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PaxStepper } from './pax-stepper';
import { handableSouvenirs, SouvenirChecklist } from './souvenir-checklist';

export type GuestActions = {
  checkIn: (guestId: string, pax: number, souvenirIds: string[]) => void;
  undo: (guestId: string) => void;
  handOut: (guestId: string, souvenirIds: string[]) => void;
};

/**
 * The guest found (by name or QR code): who they are, their RSVP and table; then either the check-in
 * (people who came, souvenirs to hand) or, once arrived, when and by whom, the souvenirs still to
 * hand, and the undo (asked first).
 */
export function GuestPanel({
  venue,
  guest,
  waiting,
  actions,
  onClose,
}: {
  venue: VenueSnapshot;
  guest: VenueGuest;
  waiting: boolean;
  actions: GuestActions;
  onClose: () => void;
}) {
  const [pax, setPax] = useState(() => defaultPax(guest));
  const checkIn = guest.check_in;
  const choices = souvenirChoices(venue.souvenirs, guest, checkIn?.pax ?? pax);
  const [chosen, setChosen] = useState(() => handableSouvenirs(choices));
  const [askUndo, setAskUndo] = useState(false);
  const table = venue.tables.find((candidate) => candidate.id === guest.table_id)?.name ?? checkIn?.table_name;
  const toHand = choices.filter((choice) => chosen.has(choice.souvenir.id) && !choice.handed && choice.enough);
  const stillToHand = choices.some((choice) => !choice.handed);
  const handedNames = choices.filter((choice) => choice.handed).map((choice) => choice.souvenir.name);

  return (
    <section className="guest-panel" aria-labelledby="guest-panel-name">
      <button type="button" className="guest-panel__back" onClick={onClose}>
        ← Kembali ke daftar
      </button>
      <header className="guest-panel__header">
        <h2 id="guest-panel-name" className="guest-panel__name">
          {guest.name}
        </h2>
        <p className="guest-panel__group">{guest.group ?? 'Tanpa grup'}</p>
      </header>
      <dl className="guest-panel__facts">
        <div>
          <dt>RSVP</dt>
          <dd>{rsvpAnswer(guest)}</dd>
        </div>
        <div>
          <dt>Meja</dt>
          <dd className="guest-panel__table">{table ? tableLabel(table) : 'Belum ditentukan'}</dd>
        </div>
      </dl>

      {checkIn ? (
        <>
          <div className="guest-panel__arrived" role="status">
            <span className="guest-panel__tick" aria-hidden="true">
              ✓
            </span>
            <div>
              <p className="guest-panel__arrived-title">Sudah check-in pukul {checkInClock(checkIn.checked_in_at)}</p>
              <p className="guest-panel__arrived-detail">
                {checkIn.pax} orang · oleh {checkIn.usher_name}
                {waiting ? ' · menunggu dikirim' : ''}
              </p>
            </div>
          </div>
          {!stillToHand && handedNames.length > 0 && (
            <p className="guest-panel__handed">Suvenir sudah diberikan: {handedNames.join(', ')}</p>
          )}
          {stillToHand && (
            <>
              <SouvenirChecklist choices={choices} chosen={chosen} onChange={setChosen} />
              <Button
                variant="secondary"
                className="venue-wide"
                disabled={!toHand.length}
                onClick={() => {
                  actions.handOut(
                    guest.id,
                    toHand.map((choice) => choice.souvenir.id),
                  );
                  setChosen(new Set());
                }}
              >
                Berikan suvenir
              </Button>
            </>
          )}
          <div className="guest-panel__actions">
            <Button className="venue-wide venue-big" onClick={onClose}>
              Tamu berikutnya
            </Button>
            <Button variant="ghost" className="venue-wide guest-panel__undo" onClick={() => setAskUndo(true)}>
              Batalkan check-in
            </Button>
          </div>
          <ConfirmDialog
            open={askUndo}
            title="Batalkan check-in?"
            confirmLabel="Ya, batalkan"
            cancelLabel="Tidak"
            danger
            onCancel={() => setAskUndo(false)}
            onConfirm={() => {
              setAskUndo(false);
              actions.undo(guest.id);
            }}
          >
            <p>
              Check-in {guest.name} ({checkIn.pax} orang) dibatalkan dan jumlah hadir dikurangi. Suvenir yang sudah
              diberikan tetap tercatat.
            </p>
          </ConfirmDialog>
        </>
      ) : (
        <>
          <PaxStepper value={pax} onChange={setPax} />
          <SouvenirChecklist choices={choices} chosen={chosen} onChange={setChosen} />
          <div className="guest-panel__actions">
            <Button
              className="venue-wide venue-big venue-success"
              onClick={() =>
                actions.checkIn(
                  guest.id,
                  pax,
                  toHand.map((choice) => choice.souvenir.id),
                )
              }
            >
              Check-in · {pax} orang
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
