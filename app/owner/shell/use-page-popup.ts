import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDismiss } from '../../ui/use-dismiss';

/**
 * A menu of the owner shell that opens from its button: open only on the page where it was opened
 * (every move closes it), closed by a press outside `root` and by Escape (focus back to `button`).
 */
export function usePagePopup() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  const toggle = () => setOpenOn(open ? null : pathname);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, root, button);
  return { open, close, toggle, root, button };
}

export type PagePopup = ReturnType<typeof usePagePopup>;
