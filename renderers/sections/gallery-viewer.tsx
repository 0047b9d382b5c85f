import { useEffect, useRef, type MouseEvent, type ReactNode, type TouchEvent } from 'react';
import { swipeStep } from '../../engine/gallery/gallery-viewer';
import type { GalleryItem } from '../../schemas/entities/gallery-item.schema';

type Props = {
  images: readonly GalleryItem[];
  index: number;
  onClose: () => void;
  /** Moves by `step` images: 1 next, -1 previous. */
  onStep: (step: number) => void;
};

/** The words a guest reads (or hears) in the viewer. */
export const VIEWER_LABELS = {
  dialog: 'Galeri foto',
  close: 'Tutup',
  previous: 'Foto sebelumnya',
  next: 'Foto berikutnya',
} as const;

/** The name an image goes by: its caption, else its place in the gallery. */
export const imageLabel = (item: GalleryItem, position: number) => item.name || `Foto ${position + 1}`;

/** Right-click (and long-press menus) on gallery images do nothing. */
export const blockContextMenu = (event: MouseEvent) => event.preventDefault();

function ViewerIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/**
 * One gallery image full screen: previous and next (buttons, arrow keys, a swipe on touch screens),
 * closed by its button, Escape or a tap beside the image. Focus moves to the close button when it
 * opens and back when it closes; the page behind does not scroll; the image cannot be right-clicked.
 */
export function GalleryViewer({ images, index, onClose, onStep }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const item = images[index];
  const several = images.length > 1;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight' && several) onStep(1);
      else if (event.key === 'ArrowLeft' && several) onStep(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, onStep, several]);

  if (!item) return null;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || !several) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step !== 0) onStep(step);
  };
  const onBackdrop = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div
      className="gallery-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={VIEWER_LABELS.dialog}
      onClick={onBackdrop}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <p className="gallery-viewer__count" aria-live="polite">
        {index + 1} / {images.length}
      </p>
      <button
        type="button"
        className="gallery-viewer__button gallery-viewer__close"
        aria-label={VIEWER_LABELS.close}
        onClick={onClose}
        ref={closeButton}
      >
        <ViewerIcon>
          <path d="M6 6l12 12M18 6L6 18" />
        </ViewerIcon>
      </button>
      <figure className="gallery-viewer__stage" onClick={onBackdrop}>
        <img
          key={item.id}
          className="gallery-viewer__image"
          src={item.image}
          alt={imageLabel(item, index)}
          width={1200}
          height={900}
          decoding="async"
          draggable={false}
          onContextMenu={blockContextMenu}
        />
        {item.name ? <figcaption className="gallery-viewer__caption">{item.name}</figcaption> : null}
      </figure>
      {several ? (
        <>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__previous"
            aria-label={VIEWER_LABELS.previous}
            onClick={() => onStep(-1)}
          >
            <ViewerIcon>
              <path d="M15 5l-7 7 7 7" />
            </ViewerIcon>
          </button>
          <button
            type="button"
            className="gallery-viewer__button gallery-viewer__next"
            aria-label={VIEWER_LABELS.next}
            onClick={() => onStep(1)}
          >
            <ViewerIcon>
              <path d="M9 5l7 7-7 7" />
            </ViewerIcon>
          </button>
        </>
      ) : null}
    </div>
  );
}
