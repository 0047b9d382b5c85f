import { useState } from 'react';
import type { StatusState } from '../../ui/status-message';

/**
 * What a form of the account page said last (a success, below it) and its round: a form keyed on the
 * round starts empty again after a success that should clear it (a password typed).
 */
export function useFormOutcome() {
  const [outcome, setOutcome] = useState<StatusState>(null);
  const [round, setRound] = useState(0);
  const succeeded = (text: string, { clear = false } = {}) => {
    setOutcome({ kind: 'success', text });
    if (clear) setRound((current) => current + 1);
  };
  return { outcome, round, succeeded, failed: (text: string) => setOutcome({ kind: 'error', text }) };
}
