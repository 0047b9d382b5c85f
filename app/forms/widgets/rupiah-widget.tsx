import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { rupiahAmount } from '../../../engine/format/rupiah';
import { RupiahInput } from '../../ui/rupiah-input';
import { textInputProps } from './text-input-props';

/** A price in Rupiah in a schema form: the kit's RupiahInput, holding the whole number (1250000). */
export function RupiahWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  return (
    <RupiahInput
      {...textInputProps<HTMLInputElement>(props, '')}
      aria-describedby={ariaDescribedByIds(id)}
      value={typeof value === 'number' ? value : undefined}
      onChange={onChange}
      onBlur={(event) => onBlur(id, rupiahAmount(event.target.value))}
    />
  );
}
