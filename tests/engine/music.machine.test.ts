import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { UNKNOWN_ERROR } from '../../engine/errors/failure-messages';
import { AUDIO_LOAD_FAILED, audioFailureOf, musicMachine, type MusicInput } from '../../engine/machines/music.machine';

type Options = Partial<MusicInput> & {
  /** Makes `playAudio` reject with this instead of resolving. */
  failWith?: unknown;
  /** Keeps `playAudio` pending until `release()`. */
  hold?: boolean;
};

/** A started music actor whose audio effects are recorded in `effects` ('play' / 'pause'). */
function start(options: Options = {}) {
  const effects: string[] = [];
  let release: () => void = () => undefined;
  const machine = musicMachine.provide({
    actors: {
      playAudio: fromPromise<void>(async () => {
        effects.push('play');
        if (options.hold) await new Promise<void>((resolve) => (release = resolve));
        if (options.failWith !== undefined) throw options.failWith;
      }),
      pauseAudio: fromPromise<void>(async () => {
        effects.push('pause');
      }),
    },
  });
  const actor = createActor(machine, {
    input: { coverShown: options.coverShown ?? false, preview: options.preview ?? false },
  }).start();
  const flags = () => {
    const { musicPlaying, videoPlaying } = actor.getSnapshot().context;
    return { musicPlaying, videoPlaying };
  };
  const playingNow = () => waitFor(actor, (s) => s.matches({ on: 'playing' }));
  const idleNow = () => waitFor(actor, (s) => s.matches({ off: 'idle' }));
  return { actor, effects, flags, playingNow, idleNow, release: () => release() };
}

describe('music machine: start', () => {
  it('starts paused and touches no audio (nothing is downloaded before a tap)', () => {
    const { actor, effects, flags } = start();
    expect(actor.getSnapshot().matches({ off: 'idle' })).toBe(true);
    expect(flags()).toEqual({ musicPlaying: false, videoPlaying: false });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(effects).toEqual([]);
  });

  it('needs its audio actors provided', async () => {
    const actor = createActor(musicMachine, { input: { coverShown: false, preview: false } }).start();
    actor.send({ type: 'music.toggle' });
    const snapshot = await waitFor(actor, (s) => s.matches({ off: 'idle' }));
    expect(snapshot.context.error).toBe(UNKNOWN_ERROR);
  });
});

describe('music machine: the button toggles', () => {
  it('plays on the first tap and pauses on the second', async () => {
    const { actor, effects, flags, playingNow, idleNow } = start();
    actor.send({ type: 'music.toggle' });
    expect(flags().musicPlaying).toBe(true);
    await playingNow();
    actor.send({ type: 'music.toggle' });
    expect(flags().musicPlaying).toBe(false);
    await idleNow();
    actor.send({ type: 'music.toggle' });
    await playingNow();
    expect(effects).toEqual(['play', 'pause', 'play']);
  });

  it('a second tap while the song is still loading pauses it again', async () => {
    const { actor, effects, flags, release, idleNow } = start({ hold: true });
    actor.send({ type: 'music.toggle' });
    expect(actor.getSnapshot().matches({ on: 'starting' })).toBe(true);
    actor.send({ type: 'music.toggle' });
    release();
    await idleNow();
    expect(flags().musicPlaying).toBe(false);
    expect(effects).toEqual(['play', 'pause']);
  });

  it('goes back to paused when the browser pauses the audio by itself', async () => {
    const { actor, flags, playingNow } = start();
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'audio.paused' });
    expect(flags().musicPlaying).toBe(false);
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.visible' });
    expect(flags().musicPlaying).toBe(false);
  });
});

describe('music machine: leaving and returning', () => {
  it('pauses when the tab is hidden and resumes when it is visible again', async () => {
    const { actor, effects, flags, playingNow } = start();
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'page.hidden' });
    expect(flags().musicPlaying).toBe(false);
    // blur and visibilitychange both arrive: the second changes nothing
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.visible' });
    expect(flags().musicPlaying).toBe(true);
    actor.send({ type: 'page.visible' });
    await playingNow();
    expect(effects).toEqual(['play', 'pause', 'play']);
  });

  it('does not start music the guest had paused', async () => {
    const { actor, effects, flags, idleNow } = start();
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.visible' });
    expect(flags().musicPlaying).toBe(false);
    actor.send({ type: 'music.toggle' });
    actor.send({ type: 'music.toggle' });
    await idleNow();
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.visible' });
    expect(flags().musicPlaying).toBe(false);
    expect(effects).toEqual(['play', 'pause']);
  });

  it('neither pauses nor resumes in preview mode', async () => {
    const { actor, effects, flags, playingNow } = start({ preview: true });
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'page.hidden' });
    expect(flags().musicPlaying).toBe(true);
    actor.send({ type: 'page.visible' });
    expect(effects).toEqual(['play']);
  });

  it('neither pauses nor resumes while the cover is shown', async () => {
    const { actor, effects, flags, playingNow } = start({ coverShown: true });
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'page.hidden' });
    expect(flags().musicPlaying).toBe(true);
    expect(effects).toEqual(['play']);
  });

  it('does not resume on return while a video plays', async () => {
    const { actor, flags, playingNow } = start();
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'video.play' });
    // focus moves into the player's frame: the window blurs, then regains focus
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.visible' });
    expect(flags()).toEqual({ musicPlaying: false, videoPlaying: true });
  });

  it('does not resume after the cover has been shown again while away', async () => {
    const { actor, flags, playingNow } = start();
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'music.cover', shown: true });
    actor.send({ type: 'page.visible' });
    expect(flags().musicPlaying).toBe(false);
    actor.send({ type: 'page.visible' });
    expect(flags().musicPlaying).toBe(false);
  });
});

describe('music machine: the cover', () => {
  it('starts the music when the guest opens the cover', async () => {
    const { actor, effects, flags, playingNow } = start({ coverShown: true });
    actor.send({ type: 'music.cover', shown: true });
    expect(effects).toEqual([]);
    actor.send({ type: 'music.cover', shown: false });
    expect(flags().musicPlaying).toBe(true);
    await playingNow();
    expect(actor.getSnapshot().context.coverShown).toBe(false);
    expect(effects).toEqual(['play']);
  });

  it('does not start it when there was no cover, nor in preview mode', () => {
    const none = start({ coverShown: false });
    none.actor.send({ type: 'music.cover', shown: false });
    expect(none.effects).toEqual([]);
    const preview = start({ coverShown: true, preview: true });
    preview.actor.send({ type: 'music.cover', shown: false });
    expect(preview.effects).toEqual([]);
    expect(preview.flags().musicPlaying).toBe(false);
  });

  it('leaves music the guest already started playing', async () => {
    const { actor, effects, playingNow } = start({ coverShown: true });
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'music.cover', shown: false });
    expect(effects).toEqual(['play']);
  });

  it('follows preview mode when it changes', async () => {
    const { actor, flags, playingNow } = start({ preview: true });
    actor.send({ type: 'music.preview', preview: false });
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'page.hidden' });
    expect(flags().musicPlaying).toBe(false);
  });
});

describe('music machine: videos', () => {
  it('pauses the music while a video plays and resumes it when the dialog closes', async () => {
    const { actor, effects, flags, playingNow } = start();
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'video.play' });
    expect(flags()).toEqual({ musicPlaying: false, videoPlaying: true });
    actor.send({ type: 'video.stop' });
    expect(flags()).toEqual({ musicPlaying: true, videoPlaying: false });
    await playingNow();
    expect(effects).toEqual(['play', 'pause', 'play']);
  });

  it('does not start music that was paused before the video', () => {
    const { actor, effects, flags } = start();
    actor.send({ type: 'video.play' });
    expect(flags()).toEqual({ musicPlaying: false, videoPlaying: true });
    actor.send({ type: 'video.stop' });
    expect(flags()).toEqual({ musicPlaying: false, videoPlaying: false });
    expect(effects).toEqual([]);
  });

  it('pauses music that was still loading when the video started', async () => {
    const { actor, flags, release, playingNow } = start({ hold: true });
    actor.send({ type: 'music.toggle' });
    actor.send({ type: 'video.play' });
    release();
    expect(flags().musicPlaying).toBe(false);
    actor.send({ type: 'video.stop' });
    release();
    await playingNow();
  });

  it('does not resume after the video when the guest paused the music meanwhile', async () => {
    const { actor, flags, playingNow, idleNow } = start();
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'video.play' });
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'music.toggle' });
    await idleNow();
    actor.send({ type: 'video.stop' });
    expect(flags()).toEqual({ musicPlaying: false, videoPlaying: false });
  });

  it('resumes on return again once the video is over', async () => {
    const { actor, flags, playingNow } = start();
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'video.play' });
    actor.send({ type: 'video.stop' });
    await playingNow();
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.visible' });
    expect(flags().musicPlaying).toBe(true);
  });
});

describe('music machine: failures', () => {
  const notSupported = new DOMException('Failed to load because no supported source was found.', 'NotSupportedError');

  it("shows 'Failed to load audio file' when the song cannot be loaded, and tries again on the next tap", async () => {
    const { actor, effects, flags, idleNow } = start({ failWith: notSupported });
    actor.send({ type: 'music.toggle' });
    const snapshot = await idleNow();
    expect(snapshot.context.error).toBe('Failed to load audio file');
    expect(flags().musicPlaying).toBe(false);
    actor.send({ type: 'music.toggle' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await idleNow();
    expect(effects.filter((effect) => effect === 'play')).toHaveLength(2);
  });

  it('shows it when the audio element reports a load error while playing', async () => {
    const { actor, flags, playingNow } = start();
    actor.send({ type: 'music.toggle' });
    await playingNow();
    actor.send({ type: 'audio.failed' });
    expect(flags().musicPlaying).toBe(false);
    expect(actor.getSnapshot().context.error).toBe(AUDIO_LOAD_FAILED);
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.visible' });
    expect(flags().musicPlaying).toBe(false);
  });

  it('says nothing when the browser only refused to start without a tap', async () => {
    const { actor, idleNow } = start({ failWith: new DOMException('play() needs a gesture', 'NotAllowedError') });
    actor.send({ type: 'music.toggle' });
    const snapshot = await idleNow();
    expect(snapshot.context).toMatchObject({ musicPlaying: false, error: null });
  });

  it('classifies play() failures', () => {
    expect(audioFailureOf(notSupported)).toBe(AUDIO_LOAD_FAILED);
    expect(audioFailureOf({ code: 4, MEDIA_ERR_NETWORK: 2 })).toBe(AUDIO_LOAD_FAILED);
    expect(audioFailureOf(new DOMException('interrupted by pause()', 'AbortError'))).toBeNull();
    expect(audioFailureOf(new DOMException('no gesture', 'NotAllowedError'))).toBeNull();
    expect(audioFailureOf(new Error('boom'))).toBe('Unknown error occurred');
    expect(audioFailureOf('boom')).toBe(UNKNOWN_ERROR);
  });
});
