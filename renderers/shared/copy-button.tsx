import { useEffect, useState } from 'react';
import { CopyIcon } from './icons';

type Props = { value: string; label: string; copiedLabel: string };

/** Copies `value` to the clipboard; reads `copiedLabel` ('Disalin') for two seconds after. */
export function CopyButton({ value, label, copiedLabel }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="button button--small"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true));
      }}
    >
      <CopyIcon size={16} /> {copied ? copiedLabel : label}
    </button>
  );
}
