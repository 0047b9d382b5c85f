import { useEffect } from 'react';

/**
 * How a video dialog tells the music that a video plays (docs/product.md#music): a DOM event on `window`,
 * so a dialog deep inside a section and the music button beside the page need no shared props.
 */
export const VIDEO_PLAYBACK_EVENT = 'invitation:video-playback';

type VideoPlaybackDetail = { playing: boolean };

/** Announces that a video started (`true`) or its dialog closed (`false`). */
export function announceVideoPlayback(playing: boolean, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<VideoPlaybackDetail>(VIDEO_PLAYBACK_EVENT, { detail: { playing } }));
}

/** Calls `listener` on every announcement; returns the function that stops listening. */
export function listenVideoPlayback(listener: (playing: boolean) => void, target: EventTarget = window): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<VideoPlaybackDetail>).detail?.playing === true);
  target.addEventListener(VIDEO_PLAYBACK_EVENT, handle);
  return () => target.removeEventListener(VIDEO_PLAYBACK_EVENT, handle);
}

/** While `playing` is true (a video dialog is open on a playable video) the music stays paused. */
export function useVideoPlayback(playing: boolean): void {
  useEffect(() => {
    if (!playing) return;
    announceVideoPlayback(true);
    return () => announceVideoPlayback(false);
  }, [playing]);
}
