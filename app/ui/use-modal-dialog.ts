import { useEffect, useRef } from 'react';

/**
 * A modal <dialog> shown while `open` (focus kept inside, the page behind inert) and closed when
 * not: the ref goes on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
