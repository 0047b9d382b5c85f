import { useId } from 'react';
import { CHECK_IN_PAX_MAX } from '../../../schemas/requests/guestbook';
import { clampPax } from '../../../engine/guestbook/guest-facts';

/** The number of people who came: large minus and plus buttons around the number (1 to the limit). */
export function PaxStepper({
  value,
  onChange,
  label = 'Jumlah orang yang datang',
}: {
  value: number;
  onChange: (pax: number) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="pax-stepper" role="group" aria-labelledby={id}>
      <span id={id} className="pax-stepper__label">
        {label}
      </span>
      <div className="pax-stepper__row">
        <button
          type="button"
          className="pax-stepper__button"
          aria-label="Kurangi satu orang"
          disabled={value <= 1}
          onClick={() => onChange(clampPax(value - 1))}
        >
          −
        </button>
        <output className="pax-stepper__value" aria-live="polite">
          {value} <span className="pax-stepper__unit">orang</span>
        </output>
        <button
          type="button"
          className="pax-stepper__button"
          aria-label="Tambah satu orang"
          disabled={value >= CHECK_IN_PAX_MAX}
          onClick={() => onChange(clampPax(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
