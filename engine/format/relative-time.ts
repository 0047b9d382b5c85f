const rtf = new Intl.RelativeTimeFormat('id-ID', { numeric: 'always' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** Relative time in Indonesian, seconds included (docs/product.md#formatting): "45 detik yang lalu". */
export function formatRelativeTime(iso: string, now: number): string {
  let value = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  for (const [unit, size] of STEPS) {
    if (value < size) return rtf.format(-value, unit);
    value = Math.floor(value / size);
  }
  return rtf.format(-value, 'year');
}
