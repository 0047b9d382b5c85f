import type { WidgetProps } from '@rjsf/utils';

/** PLACEHOLDER: being written. */
export function DateTimeWidget(_props: WidgetProps) {
  return null;
}
