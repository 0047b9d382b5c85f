import type { UiSchema } from '@rjsf/utils';

/**
 * How a guest's form shows its fields (the guest list's 'Tambah Tamu' and 'Ubah'): the name, a group
 * with the groups already used offered as suggestions, a WhatsApp number read as people type it
 * (`guestGroup` and `whatsAppNumber` are widgets of the guest list's form), and the seats of the
 * guest's invitation, and whether they are a guest of honour (VIP).
 */
export const guestFormUi = {
  'ui:order': ['name', 'group', 'whatsapp_number', 'seats', 'vip'],
  name: { 'ui:placeholder': 'Budi Santoso', 'ui:autocomplete': 'off' },
  group: {
    'ui:widget': 'guestGroup',
    'ui:placeholder': 'mis. Keluarga, Teman Kantor',
    'ui:help': 'Boleh dikosongkan. Pilih grup yang sudah ada atau ketik yang baru.',
  },
  whatsapp_number: {
    'ui:widget': 'whatsAppNumber',
    'ui:placeholder': '0812 3456 7890',
    'ui:help': 'Boleh 08…, 62… atau +62…',
  },
  seats: {
    'ui:widget': 'updown',
    'ui:help': 'Berapa orang yang boleh datang dengan undangan ini (1–20). Tamu tidak bisa menjawab lebih dari ini.',
  },
  vip: { 'ui:help': 'Tamu kehormatan: disapa dengan sapaan VIP dan mejanya disorot di meja penerima tamu.' },
} satisfies UiSchema;
