import { useEffect, useRef, type MouseEvent } from 'react';
import type { GalleryItem } from '../../schemas/entities/gallery-item.schema';
import { Icon } from '../shared/icons';
import { useViewerKeys, useViewerSwipe } from './gallery-viewer-input';

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

/**
 * One gallery image full screen: previous and next (buttons, arrow keys, a swipe on touch screens),
 * closed by its button, Escape or a tap beside the image. Focus moves to the close button when it
 * opens and back when it closes; the page behind does not scroll; the image cannot be right-clicked.
 */
export function GalleryViewer({ images, index, onClose, onStep }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);
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

  useViewerKeys(onClose, onStep, several);
  const swipe = useViewerSwipe(onStep, several);

  if (!item) return null;

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
      onTouchStart={swipe.onTouchStart}
      onTouchEnd={swipe.onTouchEnd}
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
        <Icon size={28} strokeWidth={1.8}>
          <path d="M6 6l12 12M18 6L6 18" />
        </Icon>
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
      {several ? <ViewerStepButtons onStep={onStep} /> : null}
    </div>
  );
}

/** Previous and next, when there are several images. */
function ViewerStepButtons({ onStep }: { onStep: (step: number) => void }) {
  return (
    <>
      <button
        type="button"
        className="gallery-viewer__button gallery-viewer__previous"
        aria-label={VIEWER_LABELS.previous}
        onClick={() => onStep(-1)}
      >
        <Icon size={28} strokeWidth={1.8}>
          <path d="M15 5l-7 7 7 7" />
        </Icon>
      </button>
      <button
        type="button"
        className="gallery-viewer__button gallery-viewer__next"
        aria-label={VIEWER_LABELS.next}
        onClick={() => onStep(1)}
      >
        <Icon size={28} strokeWidth={1.8}>
          <path d="M9 5l7 7-7 7" />
        </Icon>
      </button>
    </>
  );
}
