import { useCallback, useEffect, useState } from 'react';

/** How long a copy button reads its 'copied' label after a copy. */
const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and says so: `copied` is true for two seconds after a copy succeeded
 * (the button then reads 'Disalin'); `onCopied` runs once the clipboard holds the text.
 */
export function useClipboardCopy() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback((value: string, onCopied?: () => void) => {
    void navigator.clipboard?.writeText(value).then(() => {
      setCopied(true);
      onCopied?.();
    });
  }, []);
  return { copied, copy };
}
