import { useEffect, useRef } from 'react';

/**
 * The ref of a dialog's step heading, which takes the focus whenever `step` changes (not when the
 * dialog opens), so a keyboard or screen reader follows along (the control that was pressed is gone).
 */
export function useStepHeadingFocus(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return heading;
}
