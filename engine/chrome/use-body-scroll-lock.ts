import { useEffect } from 'react';

/**
 * Locks the page's scrolling while `locked` (the body's overflow hidden) and puts back whatever
 * overflow the body had when it unlocks or unmounts.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [locked]);
}
