import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { listenCoverOpened } from './cover-opened';
import { songOrDefault } from './default-song';
import { MusicPlayer } from './music-player';
import { listenVideoPlayback } from './video-playback';

export type MusicOptions = {
  /** The invitation's song; the default song when it has none (docs/product.md#music). */
  song?: string | null;
  /**
   * The cover overlay is shown. The music starts when the guest opens it: at once when the page
   * announces it inside the click (`announceCoverOpened`), else when this turns false.
   */
  coverShown?: boolean;
  /** Preview mode (is_preview=true): leaving or returning to the tab never pauses or resumes the music. */
  preview?: boolean;
};

export type MusicControls = {
  /** What the `<audio>` element plays. */
  song: string;
  playing: boolean;
  /** The message of docs/product.md#errors when the song could not be loaded, else null. */
  error: string | null;
  toggle: () => void;
  /** The `<audio>` element's `ref`: the player plays and pauses it. */
  attachAudio: (element: HTMLAudioElement | null) => void;
  /** For the `<audio>` element's `error` event. */
  onAudioError: () => void;
  /** For the `<audio>` element's `pause` event (the browser or the system paused it). */
  onAudioPause: () => void;
};

/**
 * The page's background music: a music player (music-player.ts: the music machine, loaded when the
 * guest first starts the song) driving the `<audio>` element given to `attachAudio`, fed with the
 * tab's visibility, the window's focus, the cover, preview mode and the announcements of the cover
 * and the video dialogs (docs/product.md#music).
 */
export function useMusic({ song, coverShown = false, preview = false }: MusicOptions): MusicControls {
  const [player] = useState(() => new MusicPlayer({ coverShown, preview }));
  const { send } = player;

  useEffect(() => send({ type: 'music.cover', shown: coverShown }), [send, coverShown]);
  useEffect(() => send({ type: 'music.preview', preview }), [send, preview]);

  useEffect(() => {
    const onVisibility = () => send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
    const onBlur = () => send({ type: 'page.hidden' });
    const onFocus = () => send({ type: 'page.visible' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    const stopVideo = listenVideoPlayback((playing) => send({ type: playing ? 'video.play' : 'video.stop' }));
    const stopCover = listenCoverOpened(() => send({ type: 'music.cover', shown: false }));
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      stopVideo();
      stopCover();
    };
  }, [send]);

  const { playing, error } = useSyncExternalStore(player.subscribe, player.getView);
  const toggle = useCallback(() => send({ type: 'music.toggle' }), [send]);
  const onAudioError = useCallback(() => send({ type: 'audio.failed' }), [send]);
  const onAudioPause = useCallback(() => send({ type: 'audio.paused' }), [send]);
  return { song: songOrDefault(song), playing, error, toggle, attachAudio: player.attach, onAudioError, onAudioPause };
}
