import { useCallback, useEffect, useRef, useState } from 'react';
import { useBodyScrollLock } from './use-body-scroll-lock';

/** The cover's state (docs/product.md#cover): whether it shows, and how to open it or bring it back. */
export type CoverState = {
  coverShown: boolean;
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

/** The cover flag, with the page's scrolling locked while the cover shows. */
export function useCover({ initiallyShown = true, onOpen }: CoverOptions = {}): CoverState {
  const [coverShown, setCoverShown] = useState(initiallyShown);
  // The flag as last set, read by the callbacks: they stay the same functions while the cover comes
  // and goes, so an effect that depends on them (e.g. preview mode's opening for `active_section`)
  // does not run again and undo a later `showCover`.
  const shownRef = useRef(initiallyShown);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);
  useBodyScrollLock(coverShown);

  const openCover = useCallback(() => {
    if (!shownRef.current) return;
    shownRef.current = false;
    setCoverShown(false);
    onOpenRef.current?.();
  }, []);
  const showCover = useCallback(() => {
    shownRef.current = true;
    setCoverShown(true);
  }, []);
  return { coverShown, openCover, showCover };
}
