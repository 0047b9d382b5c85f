import type { UiSchema } from '@rjsf/utils';
import type { ResolvedCopy } from '../copy/resolve-copy';

const EMPTY_PLACEHOLDER = 'Kosong (bawaan tema)';

const withPlaceholder = (ui: UiSchema | undefined, words: string): UiSchema => ({
  ...ui,
  'ui:placeholder': words.trim() ? words : EMPTY_PLACEHOLDER,
});

/**
 * A section editor's uiSchema with the theme's own words as the placeholder of each copy field
 * (title, description, every label): what the guest reads while the field is left blank.
 */
export function withCopyPlaceholders(ui: UiSchema, copy: ResolvedCopy): UiSchema {
  const labels: UiSchema = { ...(ui.labels as UiSchema | undefined) };
  for (const [key, words] of Object.entries(copy.labels)) labels[key] = withPlaceholder(labels[key] as UiSchema, words);
  return {
    ...ui,
    title: withPlaceholder(ui.title as UiSchema | undefined, copy.title),
    description: withPlaceholder(ui.description as UiSchema | undefined, copy.description),
    labels,
  };
}
