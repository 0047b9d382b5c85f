import { useState } from 'react';
import { errorText } from '../../api/error-text';
import type { StatusState } from '../../ui/status-message';

/**
 * An owner's write whose outcome a StatusMessage says: `busy` while it runs, then `success`, or the
 * API's reason when it failed (errorText). `settle` runs last either way (it closes what asked for
 * the write, a confirmation say). `setOutcome` lets the page say other things in the same place.
 */
export function useReportedWrite() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<StatusState>(null);
  const run = async (write: () => Promise<unknown>, success: string, settle?: () => void) => {
    setBusy(true);
    setOutcome(null);
    try {
      await write();
      setOutcome({ kind: 'success', text: success });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
      settle?.();
    }
  };
  return { busy, outcome, setOutcome, run };
}
