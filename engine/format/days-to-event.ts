/**
 * The main event's distance as the dashboard says it (docs/product.md#dashboard): "H-12" before the
 * day, "Hari ini" on it, "Sudah lewat 3 hari" after; "Belum ada acara" without one.
 */
export function daysToEventLabel(days: number | null | undefined): string {
  if (days === null || days === undefined) return 'Belum ada acara';
  if (days > 0) return `H-${days}`;
  if (days === 0) return 'Hari ini';
  return `Sudah lewat ${-days} hari`;
}
