import { useEffect, useState } from 'react';

/** How long without a mouse move or a key before the pointer and the controls hide. */
export const IDLE_MS = 3_000;

/** Whether nobody has moved the mouse, touched or pressed a key for IDLE_MS (counted from the start too). */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const active = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), IDLE_MS);
    };
    const events = ['mousemove', 'mousedown', 'touchstart', 'keydown'] as const;
    active();
    for (const event of events) window.addEventListener(event, active, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, active);
    };
  }, []);
  return idle;
}
