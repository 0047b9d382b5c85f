import { useCallback, useRef, useState } from 'react';
import { errorText } from '../../api/error-text';

/**
 * A download the owner asked for (an export, the archive): `busy` while it is prepared, and the
 * API's message when it failed (the client's fallback for any other failure). A second tap while one
 * runs does nothing.
 */
export function useDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(async (download: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
