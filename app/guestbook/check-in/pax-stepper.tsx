import { useId } from 'react';
import { CHECK_IN_PAX_MAX } from '../../../schemas/requests/guestbook';

/**
 * A count at the desk: large minus and plus buttons around the number, kept between `min` and `max`.
 * `unit` names what is counted after the number ('orang', 'amplop'); `less` and `more` name the buttons.
 */
export function CountStepper({
  value,
  onChange,
  label,
  unit,
  min,
  max,
  less,
  more,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  unit: (value: number) => string;
  min: number;
  max: number;
  less: string;
  more: string;
}) {
  const id = useId();
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  return (
    <div className="pax-stepper" role="group" aria-labelledby={id}>
      <span id={id} className="pax-stepper__label">
        {label}
      </span>
      <div className="pax-stepper__row">
        <button
          type="button"
          className="pax-stepper__button"
          aria-label={less}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <output className="pax-stepper__value" aria-live="polite">
          {value} <span className="pax-stepper__unit">{unit(value)}</span>
        </output>
        <button
          type="button"
          className="pax-stepper__button"
          aria-label={more}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** The number of people who came (1 to the check-in's limit). */
export function PaxStepper({
  value,
  onChange,
  label = 'Jumlah orang yang datang',
}: {
  value: number;
  onChange: (pax: number) => void;
  label?: string;
}) {
  return (
    <CountStepper
      value={value}
      onChange={onChange}
      label={label}
      unit={() => 'orang'}
      min={1}
      max={CHECK_IN_PAX_MAX}
      less="Kurangi satu orang"
      more="Tambah satu orang"
    />
  );
}
