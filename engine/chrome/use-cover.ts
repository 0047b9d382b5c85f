import { useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../render/after-next-paint';
import { useBodyScrollLock } from './use-body-scroll-lock';

/** The cover's state (docs/product.md#cover): whether it shows, and how to open it or bring it back. */
export type CoverState = {
  /** Whether the cover itself is in place; false from the moment the guest opens it (it slides away). */
  coverShown: boolean;
  /**
   * Whether the page behind the cover is still covered: hidden, inert, its scroll locked. It follows
   * `coverShown` a frame late on opening, so that the cover starts to slide in a frame of its own.
   */
  pageCovered: boolean;
  /** Hides the cover and, if it was showing, runs `onOpen` in the same (user) event. */
  openCover: () => void;
  showCover: () => void;
};

export type CoverOptions = {
  /** Whether the page starts behind its cover; true unless said otherwise. */
  initiallyShown?: boolean;
  /**
   * Runs when the guest opens the cover, inside the click, so a browser that only lets media play
   * after a user gesture lets it play (the music starts here).
   */
  onOpen?: () => void;
};

/**
 * The cover flag, with the page's scrolling locked while the page is covered. Opening, the cover
 * starts its slide first; the page behind it is uncovered once that frame is painted. Uncovering is
 * the heavy part of the tap (every section's style changes with the visibility of the page, and the
 * page is painted): done in the same frame, it held the slide's start back 200-260 ms on a slowed
 * phone (issue 14). The slide is slow at first, so the page is uncovered before any of it shows.
 */
export function useCover({ initiallyShown = true, onOpen }: CoverOptions = {}): CoverState {
  const [coverShown, setCoverShown] = useState(initiallyShown);
  const [pageCovered, setPageCovered] = useState(initiallyShown);
  // The flag as last set, read by the callbacks: they stay the same functions while the cover comes
  // and goes, so an effect that depends on them (e.g. preview mode's opening for `active_section`)
  // does not run again and undo a later `showCover`.
  const shownRef = useRef(initiallyShown);
  const onOpenRef = useRef(onOpen);
  const cancelUncover = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);
  useEffect(() => () => cancelUncover.current?.(), []);
  useBodyScrollLock(pageCovered);

  const openCover = useCallback(() => {
    if (!shownRef.current) return;
    shownRef.current = false;
    setCoverShown(false);
    onOpenRef.current?.();
    cancelUncover.current = afterNextPaint(() => setPageCovered(false));
  }, []);
  const showCover = useCallback(() => {
    shownRef.current = true;
    cancelUncover.current?.();
    setCoverShown(true);
    setPageCovered(true);
  }, []);
  return { coverShown, pageCovered, openCover, showCover };
}
