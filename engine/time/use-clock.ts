import { useEffect, useState } from 'react';

/**
 * The current time in milliseconds, re-rendering every `periodMs` (the countdown ticks every second:
 * docs/product.md#countdown). It starts from `initialNow`, the instant the page was rendered at, so the
 * first paint matches the server's and the tests'.
 */
export function useClock(initialNow: number, periodMs = 1000): number {
  const [now, setNow] = useState(initialNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return now;
}
