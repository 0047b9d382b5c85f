import { useMemo, useState, type FormEvent } from 'react';
import {
  DOOR_CODE_LENGTH,
  guestsWithDoorCode,
  isDoorCode,
  normalizeDoorCode,
} from '../../../engine/guestbook/door-code';
import type { GuestbookTable, VenueGuest } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import './camera-fallback.css';
import { GuestLookupField } from './guest-lookup-field';
import { GuestRowList } from './guest-row-list';

export const DOOR_CODE_NOT_FOUND = 'Kode tidak ditemukan';
const DOOR_CODE_SHORT = `Kode terdiri dari ${DOOR_CODE_LENGTH} huruf dan angka`;

/**
 * The usher types the guest's door code (printed under their QR code) when the camera cannot read it:
 * searched in the device's list as it is typed, so it works offline. One guest opens at once; codes
 * that several guests share list them to pick by name; a wrong code says so.
 */
export function DoorCodeEntry({
  guests,
  tables = [],
  waitingGuests,
  onPick,
  onCancel,
}: {
  guests: readonly VenueGuest[];
  tables?: readonly Pick<GuestbookTable, 'id' | 'name'>[];
  waitingGuests?: ReadonlySet<string>;
  onPick: (guestId: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const code = normalizeDoorCode(text);
  const complete = isDoorCode(code);
  const matches = useMemo(() => (complete ? guestsWithDoorCode(guests, code) : []), [complete, guests, code]);
  const tableNames = useMemo(() => new Map(tables.map((table) => [table.id, table.name])), [tables]);

  const look = (value: string) => {
    setText(value);
    setSubmitted(false);
    const found = guestsWithDoorCode(guests, value);
    if (found.length === 1) onPick(found[0]!.id);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (matches.length === 1) onPick(matches[0]!.id);
  };
  const error =
    complete && !matches.length
      ? DOOR_CODE_NOT_FOUND
      : submitted && !complete
        ? code.length === DOOR_CODE_LENGTH
          ? DOOR_CODE_NOT_FOUND
          : DOOR_CODE_SHORT
        : null;

  return (
    <form className="door-code-entry" onSubmit={submit} noValidate aria-label="Ketik kode tamu">
      <GuestLookupField
        className="door-code-entry__field"
        label="Kode tamu (6 huruf/angka di bawah QR Code)"
        value={text}
        onValue={look}
        error={error}
        placeholder="7K3-9QX"
        autoCapitalize="characters"
        inputMode="text"
        maxLength={12}
        autoFocus
      />
      {matches.length > 1 && (
        <div className="door-code-entry__choice">
          <p className="door-code-entry__choice-title" role="status">
            {matches.length} tamu memakai kode ini. Pilih sesuai nama:
          </p>
          <GuestRowList guests={matches} tableNames={tableNames} waitingGuests={waitingGuests} onPick={onPick} />
        </div>
      )}
      <div className="door-code-entry__actions">
        <Button type="submit" className="venue-big">
          Cari
        </Button>
        <Button variant="secondary" className="venue-big" onClick={onCancel}>
          Batal
        </Button>
      </div>
    </form>
  );
}
