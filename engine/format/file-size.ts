const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/**
 * A file size in Bytes, KB, MB, GB or TB (steps of 1024; docs/product.md#formatting), with at most
 * `decimals` decimals and no trailing zeros: 1536 -> '1.5 KB', 1048576 -> '1 MB', 512 -> '512 Bytes'.
 * Sizes past a terabyte stay in TB; a negative or non-finite size reads '0 Bytes'.
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const places = Math.min(20, Math.max(0, Math.floor(decimals)));
  let unit = 0;
  let value = bytes;
  // Rounding counts too: 1048575 bytes is '1 MB', not '1024 KB'.
  while (unit < UNITS.length - 1 && Number(value.toFixed(places)) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${Number(value.toFixed(places))} ${UNITS[unit]}`;
}
