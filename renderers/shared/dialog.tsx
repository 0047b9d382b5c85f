import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = {
  title: string;
  onClose: () => void;
  /** The close button's label (a theme's copy, e.g. 'Close'). */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** A look beside the bottom sheet's, e.g. a full-screen view. */
  className?: string;
  /**
   * The body is read rather than filled in (a long list with nothing to tab to): it becomes a region
   * named by the title, in the tab order, so a keyboard can reach and scroll it.
   */
  scrollRegion?: boolean;
};

/**
 * A modal dialog in the theme's look: titled, closed by its button, the backdrop or Escape; focus
 * moves into it when it opens and back where it was when it closes; the page behind does not scroll.
 */
export function Dialog({ title, onClose, closeLabel, children, footer, className, scrollRegion }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="dialog" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        className={className ? `dialog__panel ${className}` : 'dialog__panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
      >
        <h2 className="dialog__title" id={titleId}>
          {title}
        </h2>
        <div
          className="dialog__body"
          {...(scrollRegion ? { role: 'region', 'aria-labelledby': titleId, tabIndex: 0 } : {})}
        >
          {children}
        </div>
        <div className="dialog__footer">
          {footer}
          <button type="button" className="button button--ghost" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
