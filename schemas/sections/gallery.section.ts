import { defineSection, text } from './define-section';

export const gallerySection = defineSection(
  'gallery',
  'Galeri',
  {
    title: text('Judul', 'Galeri'),
    description: text('Deskripsi', '', 'Momen-momen kecil yang kami simpan.'),
  },
  {},
  {
    display: {
      type: 'string',
      title: 'Tampilan',
      enum: ['grid', 'slideshow'],
      default: 'grid',
    },
  },
);
