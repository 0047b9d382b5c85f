import { sectionUi } from './section-ui';

/** The prewedding video and the Instagram filter. */
export const externalSectionUi = sectionUi({
  extra: {
    prewedding_video_url: {
      'ui:placeholder': 'https://www.youtube.com/watch?v=…',
      'ui:help': 'Tautan YouTube: watch, youtu.be atau embed.',
    },
    filter_image_url: { 'ui:placeholder': 'https://www.instagram.com/ar/…' },
  },
});
