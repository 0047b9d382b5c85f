import { defineSection, text } from './define-section';
import { TEXT_MAX } from '../limits';

export const openingSection = defineSection(
  'opening',
  'Pembuka',
  {
    title: text('Judul', 'The Wedding Of'),
    description: text('Deskripsi', 'Kami mengundang Anda untuk merayakan hari bahagia kami'),
  },
  {
    greeting: text('Sapaan tamu', 'Kepada Yth. Bapak/Ibu/Saudara/i'),
    open_button: text('Tombol buka', 'Buka Undangan'),
  },
  { hashtag: { type: 'string', title: 'Tagar', pattern: '^(#[A-Za-z0-9_]+)?$', maxLength: TEXT_MAX.name } },
);
