import { useEffect, useRef, type TouchEvent } from 'react';
import { swipeStep } from '../../engine/gallery/gallery-viewer';

/** The viewer's keys: Escape closes it; the arrows step, when there are several images. */
export function useViewerKeys(onClose: () => void, onStep: (step: number) => void, several: boolean) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight' && several) onStep(1);
      else if (event.key === 'ArrowLeft' && several) onStep(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, onStep, several]);
}

/** A swipe on a touch screen steps (engine/gallery/gallery-viewer.ts), when there are several images. */
export function useViewerSwipe(onStep: (step: number) => void, several: boolean) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
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
  return { onTouchStart, onTouchEnd };
}
