import { defineSection, text } from './define-section';

export const closingSection = defineSection(
  'closing',
  'Penutup',
  {
    title: text('Judul', 'Terima Kasih'),
    description: text(
      'Deskripsi',
      'Merupakan suatu kehormatan dan kebahagiaan bagi kami apabila Bapak/Ibu/Saudara/i berkenan hadir dan memberikan doa restu.',
    ),
  },
  { signature: text('Penanda tangan', 'Kami yang berbahagia') },
  {},
);
