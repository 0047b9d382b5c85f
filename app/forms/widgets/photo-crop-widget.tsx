import type { WidgetProps } from '@rjsf/utils';

/** PLACEHOLDER: being written. */
export function PhotoCropWidget(_props: WidgetProps) {
  return null;
}
