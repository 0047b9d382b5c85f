import { useEffect } from 'react';

/**
 * Keeps the laptop driving the hall's screen from dimming or sleeping while the display is open (the
 * Screen Wake Lock API, where the browser has it); asked again when the page is shown again, since
 * the browser lets go of it whenever the page is hidden.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (stopped) void sentinel.release();
          else lock = sentinel;
        })
        .catch(() => {});
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
