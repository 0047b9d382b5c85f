import type { UiSchema } from '@rjsf/utils';

/** The thumbnail is uploaded, never typed: the upload widget checks type and size first. */
export const thumbnailSettingsUi = {
  meta_image: {
    'ui:widget': 'imageUpload',
    'ui:help': 'JPG, PNG atau WebP; foto di atas 10 MB diperkecil otomatis. Sebaiknya mendatar (1200 × 630).',
    'ui:options': { mediaKind: 'meta' },
  },
} satisfies UiSchema;
