import type { UiSchema } from '@rjsf/utils';

const ACTIVE_HELP = 'Yang nonaktif tetap tersimpan, tetapi tidak tampil di undangan.';

/** How a virtual gift's form shows its fields (Rekening & Dompet Digital, the gift section's editor). */
export const virtualGiftContentUi = {
  'ui:order': ['channel_type', 'account_number', 'account_name', 'qris_image', 'is_active'],
  channel_type: {
    'ui:widget': 'bankChannel',
    'ui:help': 'Pilih dari daftar atau ketik nama lain.',
  },
  account_number: {
    'ui:help': 'Angka saja; spasi atau tanda hubung boleh. Tamu menyalinnya tanpa spasi.',
    'ui:options': { inputType: 'tel', autocomplete: 'off' },
  },
  account_name: { 'ui:help': 'Nama pemilik seperti tertulis di bank atau aplikasi.' },
  qris_image: {
    'ui:widget': 'imageUpload',
    'ui:options': { mediaKind: 'qris', removable: true },
    'ui:help':
      'Boleh kosong. Unggah gambar QRIS dari aplikasi bank atau dompet digital; tamu bisa memindai atau menyimpannya.',
  },
  is_active: { 'ui:help': ACTIVE_HELP },
} satisfies UiSchema;

/** How a physical gift's form shows its fields (Kirim Kado). */
export const physicalGiftContentUi = {
  'ui:order': ['recipient_name', 'recipient_address', 'recipient_address_url', 'is_active'],
  recipient_address: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
  recipient_address_url: {
    'ui:help': 'Tautan Google Maps lokasi ini, misalnya https://maps.app.goo.gl/… (boleh kosong).',
    'ui:options': { inputType: 'url' },
  },
  is_active: { 'ui:help': ACTIVE_HELP },
} satisfies UiSchema;

/** How a wishlist item's form shows its fields (Kado Keinginan). */
export const wishlistGiftContentUi = {
  'ui:order': ['product_name', 'amount', 'qty', 'image_url', 'purchase_url', 'description'],
  amount: { 'ui:widget': 'rupiah', 'ui:placeholder': '0' },
  qty: { 'ui:help': 'Kado terpesan setelah konfirmasi tamu mencapai jumlah ini.' },
  image_url: { 'ui:widget': 'imageUpload', 'ui:options': { mediaKind: 'wishlist' } },
  purchase_url: {
    'ui:help': 'Tautan toko tempat tamu bisa membelinya (boleh kosong).',
    'ui:options': { inputType: 'url' },
  },
  description: { 'ui:widget': 'richText', 'ui:options': { rows: 3 } },
} satisfies UiSchema;
