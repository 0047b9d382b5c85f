import type { UiSchema } from '@rjsf/utils';

/** How a story's form shows its fields (the story section's editor). */
export const storyContentUi = {
  'ui:order': ['title', 'time', 'description', 'extra'],
  time: { 'ui:help': 'Bebas, misalnya "Juni 2019" atau "Awal bertemu".' },
  description: { 'ui:widget': 'richText', 'ui:options': { rows: 5 } },
  extra: { image: { 'ui:widget': 'imageUpload', 'ui:options': { mediaKind: 'story' } } },
} satisfies UiSchema;
