import type { ComponentProps } from 'react';
import { TextField } from '../../ui/text-field';

type GuestLookupFieldProps = Omit<ComponentProps<typeof TextField>, 'block' | 'onChange'> & {
  /** The text as it is typed. */
  onValue: (text: string) => void;
};

/**
 * The box the door looks a guest up with (a name, a door code): the venue's large field, which the
 * phone neither fills in, corrects nor spell-checks, and whose Enter key says search.
 */
export function GuestLookupField({ onValue, ...field }: GuestLookupFieldProps) {
  return (
    <TextField
      block="venue-field"
      {...field}
      onChange={(event) => onValue(event.target.value)}
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="search"
    />
  );
}
