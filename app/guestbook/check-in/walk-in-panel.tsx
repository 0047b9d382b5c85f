import { useMemo, useState, type FormEvent } from 'react';
import { walkInSchema } from '../../../schemas/requests/guestbook';
import type { VenueSnapshot } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { PaxStepper } from './pax-stepper';

const NAME_REQUIRED = walkInSchema.errorMessage.required.name;

/** A guest not on the list, added at the door and checked in at once: name, group if any, people. */
export function WalkInPanel({
  venue,
  initialName,
  onSubmit,
  onClose,
}: {
  venue: VenueSnapshot;
  initialName: string;
  onSubmit: (guest: { name: string; group: string; pax: number }) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [group, setGroup] = useState('');
  const [pax, setPax] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const groups = useMemo(
    () => [...new Set(venue.guests.map((guest) => guest.group).filter((value): value is string => !!value))].sort(),
    [venue.guests],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(NAME_REQUIRED);
      return;
    }
    onSubmit({ name, group, pax });
  };

  return (
    <section className="guest-panel" aria-labelledby="walk-in-title">
      <button type="button" className="guest-panel__back" onClick={onClose}>
        ← Kembali ke daftar
      </button>
      <h2 id="walk-in-title" className="guest-panel__name">
        Tamu tanpa undangan
      </h2>
      <p className="guest-panel__group">Ditambahkan ke daftar tamu dan langsung check-in.</p>
      <form className="walk-in-form" onSubmit={submit} noValidate>
        <TextField
          block="venue-field"
          label="Nama tamu"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          maxLength={walkInSchema.properties.name.maxLength}
          autoFocus
        />
        <TextField
          block="venue-field"
          label="Grup (tidak wajib)"
          value={group}
          onChange={(event) => setGroup(event.target.value)}
          list="walk-in-groups"
          autoComplete="off"
          maxLength={walkInSchema.properties.group.maxLength}
        />
        <datalist id="walk-in-groups">
          {groups.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
        <PaxStepper value={pax} onChange={setPax} />
        <Button type="submit" className="venue-wide venue-big venue-success">
          Check-in tamu · {pax} orang
        </Button>
      </form>
    </section>
  );
}
