import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { displayWhatsAppNumber, normalizeWhatsAppNumber } from '../../../engine/format/phone-number';
import { textInputProps } from '../../forms/widgets/text-input-props';

/** What the form holds for a typed number: +62… when it reads as one, else the text as typed. */
export function numberValueOf(typed: string): string | undefined {
  const text = typed.trim();
  if (!text) return undefined;
  return normalizeWhatsAppNumber(text) ?? text;
}

/**
 * A guest's WhatsApp number as people write it (0812-3456-7890, 62812…, +62 812…): the form holds
 * it as +62… as soon as it reads as a number, so it is checked and sent in the one form the server
 * keeps; a number that does not read as one stays as typed, and the schema's message says so. On
 * leaving the field a number is shown as people read it (+62 812-3456-7890).
 */
export function WhatsAppNumberWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  const held = typeof value === 'string' ? value : '';
  const [typed, setTyped] = useState(() => (held ? displayWhatsAppNumber(held) : ''));
  // The form's value changed from outside (a reset): show it.
  const [seen, setSeen] = useState(held);
  if (held !== seen) {
    setSeen(held);
    if (held !== numberValueOf(typed)) setTyped(held ? displayWhatsAppNumber(held) : '');
  }
  return (
    <input
      {...textInputProps<HTMLInputElement>(props, '')}
      className="ui-field__input"
      type="tel"
      inputMode="tel"
      autoComplete="off"
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(numberValueOf(event.target.value));
      }}
      onBlur={(event) => {
        const number = normalizeWhatsAppNumber(event.target.value);
        if (number) setTyped(displayWhatsAppNumber(number));
        onBlur(id, numberValueOf(event.target.value));
      }}
    />
  );
}
