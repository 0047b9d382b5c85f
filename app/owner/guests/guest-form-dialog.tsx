import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { GUEST_SEATS } from '../../../schemas/limits';
import { guestPayloadSchema, type GuestPayload } from '../../../schemas/requests/guests';
import { guestFormUi } from '../../../schemas/requests/guest.ui';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { ApiError } from '../../api/client';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { SchemaForm } from '../../forms/schema-form';
import { ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { GuestGroupsContext, GuestGroupWidget } from './guest-group-widget';
import { WhatsAppNumberWidget } from './whatsapp-number-widget';

const GUEST_WIDGETS = { guestGroup: GuestGroupWidget, whatsAppNumber: WhatsAppNumberWidget };

/** A guest's saved fields as the form starts with them (a new guest: the default seats only). */
function startOf(guest: OwnerGuest | null): Partial<GuestPayload> {
  if (!guest) return { seats: GUEST_SEATS.default };
  return {
    name: guest.name,
    ...(guest.group && { group: guest.group }),
    ...(guest.whatsapp_number && { whatsapp_number: guest.whatsapp_number }),
    seats: guest.seats,
    vip: guest.vip,
  };
}

/**
 * A refusal of the server where the form shows it: a 409 without fields and without a version is a
 * number another guest has (docs/product.md#guest-list), said at the number; one with a version is
 * someone else's save meanwhile (the form offers to reload or keep editing).
 */
function atItsField(error: unknown): unknown {
  if (error instanceof ApiError && error.status === 409 && !error.errors.length && error.version === undefined) {
    return new ApiError(error.status, error.message, [{ field: 'whatsapp_number', message: error.message }]);
  }
  return error;
}

/**
 * 'Tambah Tamu' and 'Ubah': a guest's name, group, WhatsApp number and seats in a modal dialog, the form
 * generated from the API's guest schema (checked as the server checks it). A refusal shows at its
 * field; once saved the list and the invitation's numbers are read again and the dialog closes.
 */
export function GuestFormDialog({
  invitationId,
  guest,
  groups,
  onSaved,
  onClose,
}: {
  invitationId: string;
  /** The guest to change; null adds a new one. */
  guest: OwnerGuest | null;
  groups: readonly string[];
  onSaved: (guest: OwnerGuest) => void;
  onClose: () => void;
}) {
  const ref = useModalDialog(true);
  const titleId = useId();
  const queryClient = useQueryClient();
  // The version this form's edit is based on (docs/product.md#no-lost-edit): the one it opened with, then its own saves'.
  const basedOn = useRef(guest?.version);

  const save = async (data: GuestPayload) => {
    let saved: OwnerGuest;
    try {
      saved = guest
        ? await ownerGuestCalls.update(guest.id, data, { version: basedOn.current })
        : await ownerGuestCalls.add(invitationId, data);
    } catch (error) {
      throw atItsField(error);
    }
    basedOn.current = saved.version;
    await queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) });
    onSaved(saved);
  };

  return (
    <dialog
      ref={ref}
      className="ui-dialog guest-form-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="ui-dialog__title">
        {guest ? `Ubah tamu ${guest.name}` : 'Tambah Tamu'}
      </h2>
      <GuestGroupsContext value={groups}>
        <SchemaForm<GuestPayload>
          idPrefix="tamu"
          schema={guestPayloadSchema}
          uiSchema={guestFormUi}
          widgets={GUEST_WIDGETS}
          formData={startOf(guest) as GuestPayload}
          submitLabel="Simpan Tamu"
          onSubmit={save}
          onKeepEditing={(current) => {
            basedOn.current = current;
          }}
          actions={
            <Button variant="secondary" onClick={onClose}>
              Batal
            </Button>
          }
        />
      </GuestGroupsContext>
    </dialog>
  );
}
