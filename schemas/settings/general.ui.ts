import type { UiSchema } from '@rjsf/utils';

/** How the general settings form shows its fields (app/forms names the widgets). */
export const generalSettingsUi = {
  'ui:order': ['slug', 'meta_title', 'meta_description', 'caption_share', 'use_guestbook', 'in_portofolio', 'style'],
  slug: {
    'ui:widget': 'slugAvailability',
    'ui:help': 'Huruf kecil, angka dan tanda hubung. Tautan undangan: /alamat-undangan',
    'ui:autocomplete': 'off',
  },
  meta_title: { 'ui:help': 'Judul yang tampil saat tautan dibagikan di aplikasi chat.' },
  meta_description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  caption_share: {
    'ui:widget': 'shareCaption',
    'ui:help': 'Tulis {nama} untuk nama tamu dan {link} untuk tautan pribadinya.',
    'ui:options': { rows: 6 },
  },
  use_guestbook: { 'ui:help': 'Tamu mendapat QR code untuk buku tamu di lokasi acara.' },
  in_portofolio: {
    'ui:help':
      'Setelah terbit, undangan ini boleh tampil sebagai contoh di halaman utama kami, dengan nama panggilan kalian. Bisa dimatikan kapan saja.',
  },
  style: {
    'ui:help': 'Nama ayah dan ibu di bagian mempelai.',
  },
} satisfies UiSchema;
