import { useMemo, useState, type FormEvent } from 'react';
import { formatCount } from '../../../engine/guestbook/guest-facts';
import { souvenirChoices } from '../../../engine/guestbook/souvenir-handout';
import { walkInSchema } from '../../../schemas/requests/guestbook';
import type { GuestbookTable, VenueSnapshot } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { PaxStepper } from './pax-stepper';
import { handableSouvenirs, SouvenirChecklist } from './souvenir-checklist';
import './walk-in-panel.css';

const NAME_REQUIRED = walkInSchema.errorMessage.required.name;

export type WalkIn = { name: string; group: string; pax: number; table_id?: string };

/** A table as the usher picks it: its name and the seats left (its capacity less the people seated). */
const tableOption = (table: GuestbookTable) => {
  const left = table.capacity - table.seated;
  return {
    value: table.id,
    label: `${table.name} · ${left > 0 ? `sisa ${formatCount(left)} kursi` : 'penuh'}`,
  };
};

/** No table chosen: the walk-in is not seated. */
const NO_TABLE = '';

/**
 * A guest not on the list, added at the door and checked in at once: name, group if any, people, a
 * table if the usher seats them (not required), and the souvenirs handed, like any guest's.
 */
export function WalkInPanel({
  venue,
  initialName,
  onSubmit,
  onClose,
}: {
  venue: VenueSnapshot;
  initialName: string;
  onSubmit: (guest: WalkIn, souvenirIds: string[]) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [group, setGroup] = useState('');
  const [pax, setPax] = useState(1);
  const [tableId, setTableId] = useState(NO_TABLE);
  const [error, setError] = useState<string | null>(null);
  // A walk-in has been handed nothing yet.
  const choices = souvenirChoices(venue.souvenirs, { souvenir_ids: [] }, pax);
  const [chosen, setChosen] = useState(() => handableSouvenirs(choices));
  const tableOptions = useMemo(
    () => [{ value: NO_TABLE, label: 'Tanpa meja' }, ...venue.tables.map(tableOption)],
    [venue.tables],
  );
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
    const souvenirIds = choices
      .filter((choice) => chosen.has(choice.souvenir.id) && choice.enough)
      .map((choice) => choice.souvenir.id);
    onSubmit({ name, group, pax, ...(tableId !== NO_TABLE && { table_id: tableId }) }, souvenirIds);
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
        {venue.tables.length > 0 && (
          <SelectField
            className="walk-in-table"
            label="Meja (tidak wajib)"
            value={tableId}
            onChange={(event) => setTableId(event.target.value)}
            options={tableOptions}
          />
        )}
        <SouvenirChecklist choices={choices} chosen={chosen} onChange={setChosen} />
        <Button type="submit" className="venue-wide venue-big venue-success">
          Check-in tamu · {pax} orang
        </Button>
      </form>
    </section>
  );
}
