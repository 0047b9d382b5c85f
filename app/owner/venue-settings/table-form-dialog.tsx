import type { UiSchema } from '@rjsf/utils';
import { guestbookTableSchema, type GuestbookTablePayload } from '../../../schemas/requests/guestbook';
import type { GuestbookTable } from '../../../schemas/responses/guestbook';
import { GuestbookOwnerFormDialog } from './guestbook-owner-form-dialog';

const tableFormUi = {
  'ui:order': ['name', 'capacity'],
  name: { 'ui:placeholder': 'mis. Meja 1, Meja Keluarga', 'ui:autocomplete': 'off' },
  capacity: { 'ui:help': 'Jumlah kursi di meja ini.', 'ui:inputType': 'number' },
} satisfies UiSchema;

/** 'Tambah Meja' and 'Ubah': a table's name and capacity; a new one is offered the next number and 10 seats. */
export function TableFormDialog({
  table,
  nextNumber,
  onSave,
  onKeepEditing,
  onClose,
}: {
  /** The table to change; null adds one. */
  table: GuestbookTable | null;
  nextNumber: number;
  onKeepEditing: (version: string) => void;
  onSave: (payload: GuestbookTablePayload) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <GuestbookOwnerFormDialog<GuestbookTablePayload>
      title={table ? `Ubah ${table.name}` : 'Tambah Meja'}
      idPrefix="meja"
      schema={guestbookTableSchema}
      uiSchema={tableFormUi}
      formData={table ? { name: table.name, capacity: table.capacity } : { name: `Meja ${nextNumber}`, capacity: 10 }}
      submitLabel={table ? 'Simpan Meja' : 'Tambah Meja'}
      onSubmit={onSave}
      onKeepEditing={onKeepEditing}
      onClose={onClose}
    />
  );
}
