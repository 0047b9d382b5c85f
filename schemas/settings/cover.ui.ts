import type { UiSchema } from '@rjsf/utils';

/** How the cover form shows its fields: a blank field keeps the theme's own words. */
export const coverSettingsUi = {
  title: { 'ui:placeholder': 'Bawaan tema', 'ui:help': 'Di atas nama mempelai, misalnya "The Wedding Of".' },
  labels: {
    greeting: { 'ui:placeholder': 'Bawaan tema', 'ui:help': 'Di atas nama tamu.' },
    open_button: { 'ui:placeholder': 'Bawaan tema', 'ui:help': 'Tulisan pada tombol yang membuka undangan.' },
  },
} satisfies UiSchema;
