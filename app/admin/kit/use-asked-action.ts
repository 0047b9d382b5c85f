import { useState } from 'react';
import type { StatusState } from '../../ui/status-message';

/**
 * A row's action that a dialog asks about first: which one is being asked (`asked`, null: none), and
 * what the page says after (`notice`): `done` closes the dialog and says what was done.
 */
export function useAskedAction<Asked>() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [notice, setNotice] = useState<StatusState>(null);
  return {
    asked,
    notice,
    setNotice,
    ask: (next: Asked) => {
      setNotice(null);
      setAsked(next);
    },
    done: (said: string) => {
      setAsked(null);
      setNotice({ kind: 'success', text: said });
    },
    cancel: () => setAsked(null),
  };
}
