import { useEffect, useRef, useState } from 'react';
import { arrivalOf, flaggedOnOpen, type DoorCheck } from '../../../engine/guestbook/door-check';
import { defaultPax } from '../../../engine/guestbook/guest-facts';
import { souvenirChoices } from '../../../engine/guestbook/souvenir-handout';
import type { VenueGuest, VenueSnapshot } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ArrivalStatus } from './arrival-status';
import { GuestDesk, type DeskActions } from './guest-desk';
import { GuestIdentity } from './guest-identity';
import { PaxStepper } from './pax-stepper';
import { handableSouvenirs, SouvenirChecklist } from './souvenir-checklist';
import { VipTableHighlight } from './vip-mark';

export type GuestActions = {
  /** Answers the new check-in's id once it is kept on the device (null: not taken). */
  checkIn: (guestId: string, pax: number, souvenirIds: string[]) => Promise<string | null>;
  undo: (guestId: string) => void;
  handOut: (guestId: string, souvenirIds: string[]) => void;
  /** A single-use code shown again: flagged for the owner. */
  flagCode: (guestId: string) => void;
} & DeskActions;

/**
 * The guest found (by name or QR code, `byCode`): who they are, in large type to match against the
 * person at the door; then either the check-in (people who came, souvenirs to hand) or, once inside,
 * the arrival (green only for a check-in made just now, amber for a guest already inside, flagged for
 * a single-use code used again), the souvenirs still to hand, and the undo (asked first).
 */
export function GuestPanel({
  venue,
  guest,
  waiting,
  actions,
  onClose,
  byCode = false,
}: {
  venue: VenueSnapshot;
  guest: VenueGuest;
  waiting: boolean;
  actions: GuestActions;
  onClose: () => void;
  byCode?: boolean;
}) {
  const [pax, setPax] = useState(() => defaultPax(guest));
  const checkIn = guest.check_in;
  const choices = souvenirChoices(venue.souvenirs, guest, checkIn?.pax ?? pax);
  // A guest already inside: nothing ticked (their souvenirs most likely went with the first check-in).
  const [chosen, setChosen] = useState(() => (checkIn ? new Set<string>() : handableSouvenirs(choices)));
  const [door, setDoor] = useState<DoorCheck>(() => ({
    flagged: flaggedOnOpen(Boolean(checkIn), byCode, Boolean(venue.settings.single_use_codes)),
    pressed: false,
    ownCheckInId: null,
  }));
  const arrival = arrivalOf(checkIn, door);
  // Another device's check-in came first (or while the panel was open): the ticks are cleared.
  const [seenCheckIn, setSeenCheckIn] = useState(checkIn?.id ?? null);
  if ((checkIn?.id ?? null) !== seenCheckIn) {
    setSeenCheckIn(checkIn?.id ?? null);
    if (arrival !== 'new') setChosen(new Set());
  }
  useFlagOnce(door.flagged, () => actions.flagCode(guest.id));
  const [askUndo, setAskUndo] = useState(false);
  const table = venue.tables.find((candidate) => candidate.id === guest.table_id)?.name ?? checkIn?.table_name;
  const toHand = choices.filter((choice) => chosen.has(choice.souvenir.id) && !choice.handed && choice.enough);
  const stillToHand = arrival !== 'flagged' && choices.some((choice) => !choice.handed);
  const handedNames = choices.filter((choice) => choice.handed).map((choice) => choice.souvenir.name);

  return (
    <section className="guest-panel" aria-labelledby="guest-panel-name">
      <button type="button" className="guest-panel__back" onClick={onClose}>
        ← Kembali ke daftar
      </button>
      {/* The arrival and a VIP's table first: on a phone they must be seen without scrolling. */}
      {checkIn && arrival && <ArrivalStatus arrival={arrival} checkIn={checkIn} waiting={waiting} />}
      <VipTableHighlight guest={guest} table={table} />
      <GuestIdentity guest={guest} table={table} />

      {checkIn && arrival ? (
        <>
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
          {/* Envelopes and check-out for the guest inside; never for a single-use code shown again. */}
          {arrival !== 'flagged' && <GuestDesk venue={venue} guest={guest} actions={actions} />}
          <div className="guest-panel__actions">
            <Button className="venue-wide venue-big" onClick={onClose}>
              Tamu berikutnya
            </Button>
            {arrival !== 'flagged' && (
              <Button variant="ghost" className="venue-wide guest-panel__undo" onClick={() => setAskUndo(true)}>
                Batalkan check-in
              </Button>
            )}
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
              onClick={() => {
                setDoor((current) => ({ ...current, pressed: true }));
                void actions
                  .checkIn(
                    guest.id,
                    pax,
                    toHand.map((choice) => choice.souvenir.id),
                  )
                  .then((id) => setDoor((current) => ({ ...current, pressed: id !== null, ownCheckInId: id })));
              }}
            >
              Check-in · {pax} orang
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** Runs `flag` once while the panel is open, when `flagged` (a repeated render or effect never flags twice). */
function useFlagOnce(flagged: boolean, flag: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (!flagged || done.current) return;
    done.current = true;
    flag();
  }, [flagged, flag]);
}
