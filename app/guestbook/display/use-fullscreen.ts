import { useCallback, useEffect, useState } from 'react';

/**
 * The page in full screen (the Fullscreen API): whether it is, and a way in. The browser leaves it
 * on Esc by itself.
 */
export function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const changed = () => setFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const enter = useCallback(() => {
    void document.documentElement.requestFullscreen?.().catch(() => {});
  }, []);
  return { fullscreen, enter, supported: typeof document.documentElement.requestFullscreen === 'function' };
}
