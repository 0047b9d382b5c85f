/**
 * A bar of how much of something is used (a table's seats, a souvenir's stock), in the guestbook's
 * owner pages: full and red when over, amber when `low`. Read by screen readers as its label and
 * numbers.
 */
export function GuestbookOwnerMeter({
  label,
  value,
  max,
  tone = 'normal',
  role = 'meter',
}: {
  label: string;
  value: number;
  max: number;
  tone?: 'normal' | 'low' | 'over';
  role?: 'meter' | 'progressbar';
}) {
  const share = max > 0 ? Math.min(value / max, 1) : value > 0 ? 1 : 0;
  return (
    <div
      className={`gb-meter gb-meter--${tone}`}
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <span className="gb-meter__fill" style={{ width: `${Math.round(share * 100)}%` }} />
    </div>
  );
}
