import type { WidgetProps } from '@rjsf/utils';

/** PLACEHOLDER: being written. */
export function RupiahWidget(_props: WidgetProps) {
  return null;
}
