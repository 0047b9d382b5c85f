import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (a menu, a drawer) while it is open: on a press outside `within`, and on Escape,
 * which also gives the focus back to `returnFocusTo` (the button that opened it).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  within: RefObject<HTMLElement | null>,
  returnFocusTo?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!within.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocusTo?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, within, returnFocusTo]);
}
