import { CopyIcon } from './icons';
import { useClipboardCopy } from './use-clipboard-copy';

/** `className` styles it outside a theme (the owner's dashboard kit); a theme's button by default. */
type Props = { value: string; label: string; copiedLabel: string; className?: string };

/** Copies `value` to the clipboard; reads `copiedLabel` ('Disalin') for two seconds after. */
export function CopyButton({ value, label, copiedLabel, className = 'button button--small' }: Props) {
  const { copied, copy } = useClipboardCopy();
  return (
    <button type="button" className={className} onClick={() => copy(value)}>
      <CopyIcon size={16} /> {copied ? copiedLabel : label}
    </button>
  );
}
