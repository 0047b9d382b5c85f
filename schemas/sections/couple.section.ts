import { defineSection, text } from './define-section';

export const coupleSection = defineSection(
  'couple',
  'Mempelai',
  {
    title: text('Judul', 'Mempelai'),
    description: text(
      'Deskripsi',
      'Dengan memohon rahmat dan ridho Tuhan Yang Maha Esa, kami bermaksud menyelenggarakan pernikahan kami',
    ),
  },
  {
    son_of: text('Putra dari', 'Putra dari'),
    daughter_of: text('Putri dari', 'Putri dari'),
    and: text('Penghubung nama', '&'),
  },
  {},
);
