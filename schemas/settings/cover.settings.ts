import type { FromSchema, Schema } from '../json-schema';
import { UNKNOWN_FIELD } from '../unknown-field-message';
import { sectionImageProp } from '../requests/content';
import { openingSection } from '../sections/opening.section';

/**
 * The owner's cover page (docs/product.md#cover): the couple's photo, which is the opening section's
 * image (docs/themes.md#the-couples-photo), and the words the cover shows, which are the opening
 * section's title and two of its labels. Without the copy default: a field left blank shows the
 * theme's own words (schema default < theme < owner), so the form must not write a default in.
 */
const { title, labels } = openingSection.settings.properties;
const withoutDefault = <P extends { default: unknown }>({ default: _default, ...rest }: P): Omit<P, 'default'> => rest;
const TEXT_MESSAGE = 'harus berupa teks';

export const coverSettingsSchema = {
  $id: 'settings/cover',
  title: 'Sampul',
  type: 'object',
  additionalProperties: false,
  properties: {
    image: { ...sectionImageProp, type: 'string' },
    title: { ...withoutDefault(title), title: 'Judul sampul' },
    labels: {
      type: 'object',
      title: 'Teks sampul',
      additionalProperties: false,
      properties: {
        greeting: withoutDefault(labels.properties.greeting),
        open_button: withoutDefault(labels.properties.open_button),
      },
      errorMessage: {
        properties: { greeting: `Sapaan tamu ${TEXT_MESSAGE}`, open_button: `Tombol buka ${TEXT_MESSAGE}` },
      },
    },
  },
  errorMessage: { additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;

export type CoverSettings = FromSchema<typeof coverSettingsSchema>;
