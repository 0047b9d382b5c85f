import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { musicMachine, type MusicActor } from '../machines/music.machine';
import { listenCoverOpened } from './cover-opened';
import { songOrDefault } from './default-song';
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
  actor: MusicActor;
  /** What the `<audio>` element plays. */
  song: string;
  playing: boolean;
  /** The message of docs/product.md#errors when the song could not be loaded, else null. */
  error: string | null;
  toggle: () => void;
  /** The `<audio>` element's `ref`: the machine plays and pauses it. */
  attachAudio: (element: HTMLAudioElement | null) => void;
  /** For the `<audio>` element's `error` event. */
  onAudioError: () => void;
  /** For the `<audio>` element's `pause` event (the browser or the system paused it). */
  onAudioPause: () => void;
};

/** The `<audio>` element the music machine's actors play and pause, once React has mounted it. */
class AudioElementPort {
  private element: HTMLAudioElement | null = null;
  readonly attach = (element: HTMLAudioElement | null) => {
    this.element = element;
  };
  async play(): Promise<void> {
    if (!this.element) throw new Error('The audio element is not mounted');
    await this.element.play();
  }
  async pause(): Promise<void> {
    this.element?.pause();
  }
}

/**
 * The page's background music: a running music machine whose `playAudio` and `pauseAudio` actors
 * drive the `<audio>` element given to `attachAudio`, fed with the tab's visibility, the window's focus,
 * the cover, preview mode and the announcements of the cover and the video dialogs (docs/product.md#music).
 */
export function useMusic({ song, coverShown = false, preview = false }: MusicOptions): MusicControls {
  const [audio] = useState(() => new AudioElementPort());
  const actor = useActorRef(
    musicMachine.provide({
      actors: {
        playAudio: fromPromise<void>(() => audio.play()),
        pauseAudio: fromPromise<void>(() => audio.pause()),
      },
    }),
    { input: { coverShown, preview } },
  );

  useEffect(() => actor.send({ type: 'music.cover', shown: coverShown }), [actor, coverShown]);
  useEffect(() => actor.send({ type: 'music.preview', preview }), [actor, preview]);

  useEffect(() => {
    const onVisibility = () =>
      actor.send({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
    const onBlur = () => actor.send({ type: 'page.hidden' });
    const onFocus = () => actor.send({ type: 'page.visible' });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    const stopVideo = listenVideoPlayback((playing) => actor.send({ type: playing ? 'video.play' : 'video.stop' }));
    const stopCover = listenCoverOpened(() => actor.send({ type: 'music.cover', shown: false }));
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
      stopVideo();
      stopCover();
    };
  }, [actor]);

  const playing = useSelector(actor, (snapshot) => snapshot.context.musicPlaying);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const toggle = useCallback(() => actor.send({ type: 'music.toggle' }), [actor]);
  const onAudioError = useCallback(() => actor.send({ type: 'audio.failed' }), [actor]);
  const onAudioPause = useCallback(() => actor.send({ type: 'audio.paused' }), [actor]);
  return {
    actor,
    song: songOrDefault(song),
    playing,
    error,
    toggle,
    attachAudio: audio.attach,
    onAudioError,
    onAudioPause,
  };
}
