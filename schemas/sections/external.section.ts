import { defineSection, text } from './define-section';
import { TEXT_MAX } from '../limits';

export const externalSection = defineSection(
  'external',
  'Video & Filter',
  {
    title: text('Judul', 'Momen Kami'),
    description: text('Deskripsi', ''),
  },
  {
    watch_video: text('Tombol video', 'Putar Video'),
    try_filter: text('Tombol filter', 'Coba Filter Instagram'),
  },
  {
    prewedding_video_url: {
      type: 'string',
      title: 'Tautan video prewedding',
      // The owner's writes take YouTube links only (schemas/requests/video-link.ts).
      pattern: '^(https?://.*)?$',
      maxLength: TEXT_MAX.url,
    },
    filter_image_url: {
      type: 'string',
      title: 'Tautan filter Instagram',
      pattern: '^(https?://.*)?$',
      maxLength: TEXT_MAX.url,
    },
  },
);
