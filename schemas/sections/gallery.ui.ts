import { sectionUi } from './section-ui';

/** The gallery's heading and how it shows the photos; the photos are edited below it. */
export const gallerySectionUi = sectionUi({
  extra: {
    display: {
      'ui:widget': 'radio',
      'ui:enumNames': ['Kisi (grid)', 'Slideshow'],
      'ui:help': 'Kisi: enam foto berpola, dibuka layar penuh. Slideshow: tiga foto sekaligus, digeser.',
    },
  },
});
