import { formatNumber } from './rupiah';

/**
 * Each unit in Indonesian with how many of it make the next. Written by hand rather than by
 * `Intl.RelativeTimeFormat` (numeric: 'always'), whose output tests/engine/formatters.test.ts holds it
 * to: the page's first `Intl` object loads the browser's locale data, 35-100 ms of a phone's main
 * thread before the guest can tap (docs/performance.md).
 */
const STEPS: [unit: string, size: number][] = [
  ['detik', 60],
  ['menit', 60],
  ['jam', 24],
  ['hari', 30],
  ['bulan', 12],
  ['tahun', Infinity],
];

/** Relative time in Indonesian, seconds included (docs/product.md#formatting): "45 detik yang lalu". */
export function formatRelativeTime(iso: string, now: number): string {
  let value = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  for (const [unit, size] of STEPS) {
    if (value < size) return `${formatNumber(value)} ${unit} yang lalu`;
    value = Math.floor(value / size);
  }
  return '';
}
