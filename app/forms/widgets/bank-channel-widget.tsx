import type { WidgetProps } from '@rjsf/utils';
import { BANK_CHANNEL_KINDS, BANK_CHANNELS } from '../../../schemas/requests/bank-channels';
import { SuggestedTextInput } from './suggested-text-input';

/** The usual Indonesian banks and e-wallets, each with its kind. */
const CHANNEL_SUGGESTIONS = BANK_CHANNELS.map((channel) => ({
  value: channel.name,
  label: BANK_CHANNEL_KINDS[channel.kind],
}));

/**
 * A virtual gift's bank or e-wallet: a text field (a combobox) that suggests the usual Indonesian
 * banks and e-wallets as it is typed (schemas/requests/bank-channels.ts), and takes any other name.
 */
export function BankChannelWidget(props: WidgetProps) {
  return <SuggestedTextInput widget={props} suggestions={CHANNEL_SUGGESTIONS} spellCheck={false} />;
}
