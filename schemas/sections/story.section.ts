import { defineSection, text } from './define-section';

export const storySection = defineSection(
  'story',
  'Kisah',
  {
    title: text('Judul', 'Kisah Kami'),
    description: text('Deskripsi', ''),
  },
  {},
  {},
);
