import { useCallback, useState } from 'react';
import { stepIndex } from './gallery-viewer';

export type GalleryViewer = {
  /** The image shown full screen, or null while the viewer is closed. */
  index: number | null;
  open: (index: number) => void;
  close: () => void;
  /** Moves by `step` images (1 next, -1 previous), wrapping around. */
  go: (step: number) => void;
};

/** The full-screen viewer's state for a gallery of `count` images. */
export function useGalleryViewer(count: number): GalleryViewer {
  const [index, setIndex] = useState<number | null>(null);
  const open = useCallback((at: number) => setIndex(stepIndex(at, 0, count)), [count]);
  const close = useCallback(() => setIndex(null), []);
  const go = useCallback(
    (step: number) => setIndex((current) => (current === null ? null : stepIndex(current, step, count))),
    [count],
  );
  return { index: index !== null && index < count ? index : null, open, close, go };
}
