import type { WidgetProps } from '@rjsf/utils';

/** PLACEHOLDER: being written. */
export function ColourPaletteWidget(_props: WidgetProps) {
  return null;
}
