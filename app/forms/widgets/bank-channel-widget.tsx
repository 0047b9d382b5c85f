import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { BANK_CHANNEL_KINDS, BANK_CHANNELS } from '../../../schemas/requests/bank-channels';
import { textInputProps } from './text-input-props';

/**
 * A virtual gift's bank or e-wallet: a text field (a combobox) that suggests the usual Indonesian
 * banks and e-wallets as it is typed (schemas/requests/bank-channels.ts), and takes any other name.
 */
export function BankChannelWidget(props: WidgetProps) {
  const { id, value } = props;
  const choices = `${id}__choices`;
  return (
    <>
      <input
        {...textInputProps<HTMLInputElement>(props, '')}
        aria-describedby={ariaDescribedByIds(id)}
        className="ui-field__input"
        type="text"
        list={choices}
        value={typeof value === 'string' ? value : ''}
        autoComplete="off"
        spellCheck={false}
      />
      <datalist id={choices}>
        {BANK_CHANNELS.map((channel) => (
          <option key={channel.name} value={channel.name} label={BANK_CHANNEL_KINDS[channel.kind]} />
        ))}
      </datalist>
    </>
  );
}
