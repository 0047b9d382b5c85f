/**
 * Whole numbers in the Indonesian locale, written by hand rather than by `Intl.NumberFormat`: the
 * page's first `Intl` object loads the browser's locale data, 35-100 ms of a phone's main thread
 * before the guest can tap (docs/performance.md). tests/engine/formatters.test.ts holds the output to
 * `Intl`'s.
 */

/** Numbers in the Indonesian locale, rounded to whole (half away from zero): 1500000 -> "1.500.000", as Intl writes them. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const whole = Math.round(Math.abs(value));
  const digits = (whole < 1e21 ? String(whole) : BigInt(whole).toString()).replace(/\B(?=(\d{3})+$)/g, '.');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/** Price shown as 'Rp' plus the formatted number: "Rp 1.500.000" (docs/product.md#formatting). */
export const formatRupiah = (value: number): string => `Rp ${formatNumber(value)}`;

/** More digits than a price ever has (a schema's maximum refuses a too large one with its message). */
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
