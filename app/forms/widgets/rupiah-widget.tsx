import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef } from 'react';
import { formatNumber } from '../../../engine/format/rupiah';
import { textInputProps } from './text-input-props';
import './rupiah-widget.css';

/** More digits than a price ever has (the schema's maximum refuses a too large one with its message). */
const MAX_DIGITS = 15;

/**
 * The whole Rupiah a typed or pasted price stands for: its digits, the thousands dots and anything
 * else dropped, an Indonesian decimal part (",00") left out; undefined when it has no digit.
 */
export function rupiahAmount(text: string): number | undefined {
  const digits = text
    .replace(/,\d{0,2}\s*$/, '')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
  return digits ? Number(digits) : undefined;
}

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** Where the caret goes in `shown` to stand after its `digits`-th digit. */
function caretAfter(shown: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < shown.length; index++) {
    if (/\d/.test(shown[index]!) && ++seen === digits) return index + 1;
  }
  return shown.length;
}

/**
 * A price in Rupiah: 'Rp' before a field that shows the number as Indonesians write it
 * ('1.250.000') as it is typed, takes digits only and holds the whole number (1250000). The caret
 * keeps its place among the digits while the dots move.
 */
export function RupiahWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  const input = useRef<HTMLInputElement>(null);
  /** How many digits stood before the caret at the last keystroke, until the field shows it. */
  const caret = useRef<number | null>(null);
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  const shown = amount === undefined ? '' : formatNumber(amount);

  useLayoutEffect(() => {
    const field = input.current;
    if (caret.current === null || !field || document.activeElement !== field) return;
    const at = caretAfter(shown, caret.current);
    caret.current = null;
    field.setSelectionRange(at, at);
  });

  return (
    <div className="schema-prefixed">
      <span className="schema-prefixed__prefix schema-rupiah__prefix" aria-hidden="true">
        Rp
      </span>
      <input
        {...textInputProps<HTMLInputElement>(props, '')}
        ref={input}
        aria-describedby={ariaDescribedByIds(id)}
        className="ui-field__input schema-prefixed__input schema-rupiah__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        onChange={(event) => {
          const { value: typed, selectionStart } = event.target;
          caret.current = digitsIn(typed.slice(0, selectionStart ?? typed.length));
          onChange(rupiahAmount(typed));
        }}
        onBlur={(event) => onBlur(id, rupiahAmount(event.target.value))}
      />
    </div>
  );
}
