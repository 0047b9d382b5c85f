import { useState } from 'react';
import { ENVELOPE_COUNT_MAX, ENVELOPE_NOTE_MAX } from '../../../schemas/requests/guestbook-desk';
import type { VenueGuest } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { CountStepper } from './pax-stepper';

/**
 * 'Amplop' at the desk (docs/product.md#guestbook): how many envelopes the guest handed in (0: none)
 * and an optional note, saved with 'Simpan amplop' (kept on the device until sent). Never needed for
 * a check-in.
 */
export function EnvelopeField({ guest, onSave }: { guest: VenueGuest; onSave: (count: number, note: string) => void }) {
  const saved = guest.envelope ?? null;
  const [count, setCount] = useState(saved?.count ?? 0);
  const [note, setNote] = useState(saved?.note ?? '');
  const changed = count !== (saved?.count ?? 0) || (count > 0 && note.trim() !== (saved?.note ?? ''));
  return (
    <div className="envelope-field">
      <CountStepper
        value={count}
        onChange={setCount}
        label="Amplop"
        unit={(value) => (value === 0 ? 'tidak ada' : 'amplop')}
        min={0}
        max={ENVELOPE_COUNT_MAX}
        less="Kurangi satu amplop"
        more="Tambah satu amplop"
      />
      <TextField
        block="venue-field"
        label="Catatan amplop (opsional)"
        value={note}
        maxLength={ENVELOPE_NOTE_MAX}
        disabled={count === 0}
        autoComplete="off"
        onChange={(event) => setNote(event.target.value)}
      />
      <Button variant="secondary" className="venue-wide" disabled={!changed} onClick={() => onSave(count, note)}>
        Simpan amplop
      </Button>
      {saved && !changed && (
        <p className="envelope-field__saved" role="status">
          Tercatat {saved.count} amplop oleh {saved.usher_name}
        </p>
      )}
    </div>
  );
}
