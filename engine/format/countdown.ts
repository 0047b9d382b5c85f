export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Days, hours, minutes and seconds until `target`, clamped at zero once passed (docs/product.md#countdown). */
export function countdownParts(targetIso: string, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((new Date(targetIso).getTime() - now) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
