import type { SeatingMode } from './seating-reckoning';

const MODES = [
  ['guests', 'Pilih tamu'],
  ['group', 'Satu grup'],
] as const;

/** 'Cara memilih': guests one by one, or a whole group (`name` groups the radio buttons). */
export function SeatingModeChoice({
  name,
  mode,
  onChange,
}: {
  name: string;
  mode: SeatingMode;
  onChange: (mode: SeatingMode) => void;
}) {
  return (
    <div className="gb-segments" role="radiogroup" aria-label="Cara memilih">
      {MODES.map(([key, label]) => (
        <label key={key} className="gb-segments__item">
          <input type="radio" name={name} checked={mode === key} onChange={() => onChange(key)} />
          <span>{label}</span>
        </label>
      ))}
    </div>
  );
}
