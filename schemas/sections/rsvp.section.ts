import { defineSection, text } from './define-section';

export const rsvpSection = defineSection(
  'rsvp',
  'RSVP',
  {
    title: text('Judul', 'RSVP'),
    description: text('Deskripsi', 'Konfirmasi kehadiranmu di acara bahagia kami'),
  },
  {
    attend: text('Tombol hadir', 'Akan Hadir'),
    decline: text('Tombol tidak hadir', 'Berhalangan Hadir'),
    all_events: text('Semua acara', 'Hadir Pada Semua Acara'),
    pax: text('Jumlah tamu', 'Jumlah Tamu'),
    submit: text('Tombol kirim', 'Submit'),
    thank_you: text('Terima kasih', 'Terimakasih sudah mengisi konfirmasi kehadiran.'),
    edit: text('Tombol ubah', 'Ubah'),
    show_qr: text('Tombol QR', 'Lihat QR Code'),
  },
  {},
);
