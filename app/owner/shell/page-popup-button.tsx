import type { ReactNode } from 'react';
import type { PagePopup } from './use-page-popup';

/**
 * The button that opens and closes a popup of the owner shell (`usePagePopup`): it toggles it, takes
 * the focus back on Escape, and tells readers whether its panel (`controls`, an id) is open.
 */
export function PagePopupButton({
  popup: { button, open, toggle },
  controls,
  className,
  children,
}: {
  popup: PagePopup;
  controls: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={toggle}
    >
      {children}
    </button>
  );
}
