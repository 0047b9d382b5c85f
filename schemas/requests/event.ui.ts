import type { UiSchema } from '@rjsf/utils';

/** How an event's form shows its fields (the event section's editor). */
export const eventContentUi = {
  'ui:order': [
    'label',
    'start_date',
    'end_date',
    'extra',
    'venue',
    'address',
    'maps_url',
    'event_video_url',
    'is_main_event',
  ],
  label: { 'ui:placeholder': 'Akad Nikah', 'ui:help': 'Misalnya "Akad Nikah", "Resepsi" atau "Ngunduh Mantu".' },
  start_date: { 'ui:widget': 'dateTime', 'ui:help': 'Tanggal dan jam mulai, menurut zona waktu acara.' },
  end_date: { 'ui:widget': 'dateTime', 'ui:help': 'Boleh dikosongkan bila acara tidak punya jam selesai pasti.' },
  // The zone sits right under the times it is read in, without a group box of its own.
  extra: {
    'ui:options': { label: false },
    timezone: {
      'ui:enumNames': ['WIB (Waktu Indonesia Barat)', 'WITA (Waktu Indonesia Tengah)', 'WIT (Waktu Indonesia Timur)'],
      'ui:help': 'Jam mulai dan selesai dibaca dalam zona waktu ini.',
    },
  },
  venue: { 'ui:placeholder': 'Masjid Raya Al-Falah', 'ui:help': 'Nama gedung, masjid, gereja atau rumah.' },
  address: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  maps_url: {
    'ui:placeholder': 'https://maps.app.goo.gl/…',
    'ui:help': 'Tautan Google Maps: di aplikasi Maps, pilih Bagikan lalu Salin tautan.',
  },
  event_video_url: {
    'ui:placeholder': 'https://www.youtube.com/watch?v=…',
    'ui:help': 'Tautan siaran langsung (YouTube, Instagram, Zoom …), bila ada.',
  },
  is_main_event: {
    'ui:help': 'Tanggalnya tampil di sampul dan dipakai hitung mundur. Hanya satu acara yang menjadi acara utama.',
  },
} satisfies UiSchema;
