import type { EditedSection } from '../../../schemas/requests/section-editor';

/** What each section editor's page says under its title. */
export const SECTION_LEADS: Record<EditedSection, string> = {
  opening: 'Judul pembuka, sapaan dan tombol di sampul, serta tagar pernikahan.',
  quote: 'Ayat atau kutipan yang tampil setelah pembuka.',
  couple: 'Nama, orang tua, Instagram dan foto kedua mempelai.',
  event: 'Akad, pemberkatan, resepsi: waktu, tempat, peta dan siaran langsung.',
  story: 'Kisah perjalanan cinta kalian, bagian demi bagian.',
  gallery: 'Foto-foto kalian: unggah beberapa sekaligus, geser untuk mengurutkan.',
  dresscode: 'Warna pakaian yang kalian harapkan dari tamu.',
  external: 'Video prewedding dan filter Instagram.',
  gift: 'Rekening dan dompet digital, alamat kirim kado, dan daftar kado keinginan.',
  rsvp: 'Judul dan tulisan pada formulir konfirmasi kehadiran.',
  protocol: 'Blok protokol kesehatan dengan empat ikonnya.',
  closing: 'Ucapan terima kasih dan penanda tangan di akhir undangan.',
};
