import { defineSection, text } from './define-section';

export const eventSection = defineSection(
  'event',
  'Acara',
  {
    title: text('Judul', 'Rangkaian Acara'),
    description: text('Deskripsi', 'Dengan penuh sukacita kami mengundang Anda pada acara berikut'),
  },
  {
    time: text('Waktu', 'Pukul'),
    until_done: text('Sampai selesai', 'Selesai'),
    open_maps: text('Tombol peta', 'Lihat Lokasi'),
    watch_live: text('Tombol siaran', 'Tonton Siaran Langsung'),
  },
  {},
);
