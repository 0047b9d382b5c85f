import { defineSection, text } from './define-section';

export const giftSection = defineSection(
  'gift',
  'Kado',
  {
    title: text('Judul', 'Wedding Gift'),
    description: text(
      'Deskripsi',
      'Doa restu Anda merupakan karunia yang sangat berarti bagi kami. Jika memberi adalah ungkapan tanda kasih Anda, Anda dapat memberi kado secara cashless.',
    ),
  },
  {
    physical: text('Kirim kado', 'Kirim Kado'),
    virtual: text('Transfer', 'Transfer'),
    wishlist: text('Wishlist', 'Wishlist'),
    copy: text('Tombol salin', 'Salin'),
    copied: text('Sudah disalin', 'Disalin'),
    copy_address: text('Tombol salin alamat', 'Salin Alamat'),
    open_maps: text('Tombol peta', 'Open Maps'),
    see_detail: text('Tombol detail', 'See Detail'),
    booked: text('Cap terpesan', 'booked'),
  },
  {},
);
