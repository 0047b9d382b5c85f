import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { formatNumber, rupiahAmount } from '../../engine/format/rupiah';
import './prefixed-input.css';
import './rupiah-input.css';

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

type RupiahInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** The whole Rupiah, or undefined while the field is empty. */
  value: number | undefined;
  onChange: (amount: number | undefined) => void;
};

/**
 * A price in Rupiah: 'Rp' before a field that shows the number as Indonesians write it
 * ('1.250.000') as it is typed, takes digits only and holds the whole number (1250000). The caret
 * keeps its place among the digits while the dots move.
 */
export function RupiahInput({ value, onChange, ...input }: RupiahInputProps) {
  const field = useRef<HTMLInputElement>(null);
  /** How many digits stood before the caret at the last keystroke, until the field shows it. */
  const caret = useRef<number | null>(null);
  const shown = value === undefined || !Number.isFinite(value) ? '' : formatNumber(value);

  useLayoutEffect(() => {
    const element = field.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    const at = caretAfter(shown, caret.current);
    caret.current = null;
    element.setSelectionRange(at, at);
  });

  return (
    <div className="ui-prefixed">
      <span className="ui-prefixed__prefix ui-rupiah__prefix" aria-hidden="true">
        Rp
      </span>
      <input
        {...input}
        ref={field}
        className="ui-field__input ui-prefixed__input ui-rupiah__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        onChange={(event) => {
          const { value: typed, selectionStart } = event.target;
          caret.current = digitsIn(typed.slice(0, selectionStart ?? typed.length));
          onChange(rupiahAmount(typed));
        }}
      />
    </div>
  );
}
