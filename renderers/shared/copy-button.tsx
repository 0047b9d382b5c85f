import { useEffect, useState } from 'react';
import { CopyIcon } from './icons';

/** `className` styles it outside a theme (the owner's dashboard kit); a theme's button by default. */
type Props = { value: string; label: string; copiedLabel: string; className?: string };

/** Copies `value` to the clipboard; reads `copiedLabel` ('Disalin') for two seconds after. */
export function CopyButton({ value, label, copiedLabel, className = 'button button--small' }: Props) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true));
      }}
    >
      <CopyIcon size={16} /> {copied ? copiedLabel : label}
    </button>
  );
}
