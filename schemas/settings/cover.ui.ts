import type { UiSchema } from '@rjsf/utils';

/** How the cover form shows its fields: a blank field keeps the theme's own words. */
export const coverSettingsUi = {
  'ui:order': ['image', '*'],
  image: {
    'ui:widget': 'imageUpload',
    'ui:help':
      'Foto prewedding untuk sampul dan pembuka, tampil sesuai tata letak tema. JPG, PNG atau WebP (foto di atas 10 MB diperkecil otomatis); sebaiknya tegak (3:4). Tanpa foto, sampul memakai ilustrasi tema.',
    'ui:options': { mediaKind: 'cover', removable: true },
  },
  title: { 'ui:placeholder': 'Bawaan tema', 'ui:help': 'Di atas nama mempelai, misalnya "The Wedding Of".' },
  labels: {
    greeting: { 'ui:placeholder': 'Bawaan tema', 'ui:help': 'Di atas nama tamu.' },
    open_button: { 'ui:placeholder': 'Bawaan tema', 'ui:help': 'Tulisan pada tombol yang membuka undangan.' },
  },
} satisfies UiSchema;
