import { defineSection, text } from './define-section';
import { TEXT_MAX } from '../limits';

export const dresscodeSection = defineSection(
  'dresscode',
  'Dress Code',
  {
    title: text('Judul', 'Dress Code'),
    description: text('Deskripsi', 'Kami akan senang bila Anda mengenakan warna berikut'),
  },
  {},
  {
    dresscode_type: { type: 'string', title: 'Jenis', enum: ['palette', 'text'], default: 'palette' },
    dresscode_text: { type: 'string', title: 'Keterangan', default: '', maxLength: TEXT_MAX.paragraph },
    dresscode_palettes: {
      type: 'array',
      title: 'Palet warna',
      maxItems: 8,
      items: { type: 'string', title: 'Warna', pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7 },
      default: [],
    },
  },
);
