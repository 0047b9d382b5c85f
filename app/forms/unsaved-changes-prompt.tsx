import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';

export const UNSAVED_TITLE = 'Perubahan belum disimpan';
export const UNSAVED_TEXT = 'Jika Anda pergi sekarang, perubahan di halaman ini hilang.';

/**
 * While `dirty`, leaving asks first: a move inside the app (link, back button) opens a dialog, and
 * closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_TITLE}
      confirmLabel="Tinggalkan"
      cancelLabel="Tetap di sini"
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{UNSAVED_TEXT}</p>
    </ConfirmDialog>
  );
}
