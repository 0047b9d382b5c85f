import { defineSection, text } from './define-section';

export const wishSection = defineSection(
  'wish',
  'Ucapan',
  {
    title: text('Judul', "Ucapan & Do'a"),
    description: text('Deskripsi', 'Kirimkan doa dan ucapan untuk kedua mempelai'),
  },
  {
    name_placeholder: text('Isian nama', 'Nama Lengkap'),
    message_placeholder: text('Isian ucapan', 'Ucapan'),
    submit: text('Tombol kirim', 'Kirim'),
    see_all: text('Tombol semua ucapan', 'Lihat Semua'),
    dialog_title: text('Judul daftar ucapan', "Ucapan & Do'a"),
    thank_you: text(
      'Terima kasih',
      "Aww, terima kasih untuk ucapan dan do'anya! Semoga kebahagiaan juga selalu menyertaimu yaa",
    ),
    close: text('Tombol tutup', 'Close'),
    empty: text('Belum ada ucapan', 'Belum ada ucapan. Jadilah yang pertama!'),
    // Beside a wish its writer sent that waits for the couple's approval (docs/product.md#wish-moderation).
    pending: text('Ucapan menunggu persetujuan', 'Menunggu persetujuan'),
  },
  {},
);
