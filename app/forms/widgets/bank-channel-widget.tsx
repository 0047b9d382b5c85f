import type { WidgetProps } from '@rjsf/utils';

/** PLACEHOLDER: being written. */
export function BankChannelWidget(_props: WidgetProps) {
  return null;
}
