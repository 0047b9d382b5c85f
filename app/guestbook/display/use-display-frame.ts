import { useCallback, useEffect, useRef, useState } from 'react';
import { isGreetingReady } from '../../../engine/chrome/greeting-messages';

/**
 * The greeting-screen frame the display embeds: its ref, whether it listens yet (it says so with a
 * 'ready' message, from this origin and this frame only), and `post`, which sends it a message.
 */
export function useDisplayFrame() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameReady, setFrameReady] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isGreetingReady(event.data)) setFrameReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const post = useCallback((message: unknown) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);
  return { frame, frameReady, post };
}
