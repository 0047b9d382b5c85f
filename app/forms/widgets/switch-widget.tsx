import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A yes/no field as a switch (a checkbox with role="switch"), its label beside it. */
export function SwitchWidget({
  id,
  value,
  disabled,
  readonly,
  label,
  onChange,
  onBlur,
  onFocus,
  htmlName,
}: WidgetProps) {
  return (
    <label className="schema-switch" htmlFor={id}>
      <input
        type="checkbox"
        role="switch"
        id={id}
        name={htmlName || id}
        className="schema-switch__input"
        checked={value === true}
        disabled={disabled || readonly}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      <span className="schema-switch__track" aria-hidden="true" />
      <span className="schema-switch__label">{label}</span>
    </label>
  );
}
