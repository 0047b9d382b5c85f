import { defineSection, text } from './define-section';

export const gallerySection = defineSection(
  'gallery',
  'Galeri',
  {
    title: text('Judul', 'Galeri'),
    description: text('Deskripsi', ''),
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
