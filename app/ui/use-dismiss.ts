import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (a menu, a drawer, a calendar) while it is open: on a press outside `within`, and on
 * Escape, which also gives the focus back to `returnFocusTo` (the button that opened it). With
 * `focusLeaving`, also when the focus moves outside `within` (Tab).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  within: RefObject<HTMLElement | null>,
  returnFocusTo?: RefObject<HTMLElement | null>,
  { focusLeaving = false } = {},
) {
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!within.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocusTo?.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('keydown', onKeyDown);
    if (focusLeaving) document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close, within, returnFocusTo, focusLeaving]);
}
