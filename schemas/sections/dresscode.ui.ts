import { sectionUi } from './section-ui';

/** The dress code's editor: a palette of colours, or words. */
export const dresscodeSectionUi = sectionUi({
  extra: {
    'ui:order': ['hide', 'dresscode_type', 'dresscode_palettes', 'dresscode_text'],
    dresscode_type: { 'ui:widget': 'radio', 'ui:enumNames': ['Palet warna', 'Teks'] },
    dresscode_palettes: {
      'ui:widget': 'colourPalette',
      'ui:help': 'Sampai 8 warna. Ketuk kotak warna untuk mengubahnya.',
    },
    dresscode_text: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
  },
});
