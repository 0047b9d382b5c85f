import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GUEST_SEATS } from '../../../schemas/limits';
import { guestGroupSeatsSchema } from '../../../schemas/requests/guests';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/error-text';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

/** The choice of the guests without a group. */
const NO_GROUP = '';
const SEATS_MESSAGES = guestGroupSeatsSchema.properties.seats.errorMessage;

/** The typed seats, or why they cannot be saved (the API's own messages). */
function seatsOf(typed: string): { seats: number } | { error: string } {
  if (!/^\d+$/.test(typed.trim())) return { error: SEATS_MESSAGES.type };
  const seats = Number(typed);
  if (seats < GUEST_SEATS.min) return { error: SEATS_MESSAGES.minimum };
  if (seats > GUEST_SEATS.max) return { error: SEATS_MESSAGES.maximum };
  return { seats };
}

/**
 * 'Kursi per Grup': every guest of one group (or every guest without one) gets the same seats, the
 * people their answer may bring (docs/product.md#guest-list). Once saved the list and the dashboard's
 * numbers are read again.
 */
export function GuestGroupSeatsDialog({
  invitationId,
  groups,
  onSaved,
  onClose,
}: {
  invitationId: string;
  groups: readonly string[];
  /** Saved: what to say. */
  onSaved: (text: string) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [group, setGroup] = useState(groups[0] ?? NO_GROUP);
  const [typed, setTyped] = useState(String(GUEST_SEATS.default));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const checked = seatsOf(typed);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { updated } = await ownerGuestCalls.setGroupSeats(invitationId, {
        ...(group !== NO_GROUP && { group }),
        seats: checked.seats,
      });
      await queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) });
      const whom = group === NO_GROUP ? 'tanpa grup' : `grup ${group}`;
      onSaved(`${updated} tamu ${whom} kini ${checked.seats} kursi`);
    } catch (caught) {
      const atSeats = caught instanceof ApiError ? caught.errors.find((e) => e.field === 'seats') : undefined;
      if (atSeats) setError(atSeats.message);
      else setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title="Kursi per Grup"
      confirmLabel="Simpan Kursi"
      busy={busy}
      onConfirm={() => void save()}
      onCancel={onClose}
    >
      <p>Setiap tamu di grup ini boleh menjawab RSVP untuk paling banyak sejumlah kursi ini.</p>
      <SelectField
        label="Grup"
        value={group}
        options={[
          ...groups.map((name) => ({ value: name, label: name })),
          { value: NO_GROUP, label: 'Tamu tanpa grup' },
        ]}
        onChange={(event) => setGroup(event.target.value)}
      />
      <TextField
        label="Kursi per tamu"
        type="number"
        inputMode="numeric"
        min={GUEST_SEATS.min}
        max={GUEST_SEATS.max}
        value={typed}
        hint={`Dari ${GUEST_SEATS.min} sampai ${GUEST_SEATS.max} orang.`}
        error={error}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
      />
      {failure && (
        <p className="ui-field__error" role="alert">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
