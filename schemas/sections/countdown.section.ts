import { defineSection, text } from './define-section';

export const countdownSection = defineSection(
  'countdown',
  'Hitung Mundur',
  {
    title: text('Judul', 'Menuju Hari Bahagia'),
    description: text('Deskripsi', ''),
  },
  {
    days: text('Hari', 'Hari'),
    hours: text('Jam', 'Jam'),
    minutes: text('Menit', 'Menit'),
    seconds: text('Detik', 'Detik'),
  },
  {},
);
