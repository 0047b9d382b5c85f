import { defineSection, text } from './define-section';

export const protocolSection = defineSection(
  'protocol',
  'Protokol Kesehatan',
  {
    title: text('Judul', 'Protokol Kesehatan'),
    description: text('Deskripsi', 'Demi kenyamanan bersama, mohon patuhi protokol kesehatan berikut'),
  },
  {
    social_distancing: text('Jaga jarak', 'Jaga Jarak'),
    wash_hands: text('Cuci tangan', 'Cuci Tangan'),
    wear_mask: text('Pakai masker', 'Memakai Masker'),
    temperature_check: text('Cek suhu', 'Cek Suhu Tubuh'),
  },
  {},
);
