import { useCallback, useRef } from 'react';

/**
 * Where the focus goes when a dialog closes: back to what opened it, or, when that is gone (the
 * row of a deleted guest), to `fallback`.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback((element?: HTMLElement | null) => {
    opener.current = element ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }, []);
  const restore = useCallback((fallback?: HTMLElement | null) => {
    const target = opener.current;
    opener.current = null;
    // Once the dialog has closed (and the list has changed), not while it still holds the focus.
    setTimeout(() => (target?.isConnected ? target : fallback)?.focus());
  }, []);
  return { remember, restore };
}
