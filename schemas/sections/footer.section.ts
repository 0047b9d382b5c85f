import { defineSection, text } from './define-section';

export const footerSection = defineSection(
  'footer',
  'Kaki Halaman',
  {
    title: text('Judul', ''),
    description: text('Deskripsi', 'Dibuat dengan cinta untuk hari bahagia Anda'),
  },
  {},
  {},
);
