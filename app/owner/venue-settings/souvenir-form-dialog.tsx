import type { UiSchema } from '@rjsf/utils';
import { SOUVENIR_RULES, souvenirSchema, type SouvenirPayload } from '../../../schemas/requests/guestbook';
import type { Souvenir } from '../../../schemas/responses/guestbook';
import { GuestbookOwnerFormDialog } from './guestbook-owner-form-dialog';
import { SOUVENIR_RULE_LABELS } from './souvenir-stock';

const souvenirFormUi = {
  'ui:order': ['name', 'stock', 'rule'],
  name: { 'ui:placeholder': 'mis. Gantungan kunci, Tumbler', 'ui:autocomplete': 'off' },
  stock: { 'ui:help': 'Jumlah suvenir yang tersedia di acara.', 'ui:inputType': 'number' },
  rule: {
    'ui:widget': 'radio',
    'ui:enumNames': SOUVENIR_RULES.map((rule) => SOUVENIR_RULE_LABELS[rule]),
    'ui:help': 'Per orang: tamu yang datang bertiga mendapat tiga.',
  },
} satisfies UiSchema;

/** 'Tambah Suvenir' and 'Ubah': a souvenir kind's name, stock and rule (one per guest unless told). */
export function SouvenirFormDialog({
  souvenir,
  onSave,
  onKeepEditing,
  onClose,
}: {
  /** The kind to change; null adds one. */
  souvenir: Souvenir | null;
  onKeepEditing: (version: string) => void;
  onSave: (payload: SouvenirPayload) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <GuestbookOwnerFormDialog<SouvenirPayload>
      title={souvenir ? `Ubah ${souvenir.name}` : 'Tambah Suvenir'}
      idPrefix="suvenir"
      schema={souvenirSchema}
      uiSchema={souvenirFormUi}
      formData={
        souvenir
          ? { name: souvenir.name, stock: souvenir.stock, rule: souvenir.rule }
          : { rule: 'per_guest' satisfies SouvenirPayload['rule'] }
      }
      submitLabel={souvenir ? 'Simpan Suvenir' : 'Tambah Suvenir'}
      onSubmit={onSave}
      onKeepEditing={onKeepEditing}
      onClose={onClose}
    />
  );
}
