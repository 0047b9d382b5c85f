import { createActor, fromPromise } from 'xstate';
import { musicMachine, type MusicActor, type MusicInput } from '../machines/music.machine';

/** What plays and pauses the page's `<audio>` element. */
export type AudioPort = { play: () => Promise<void>; pause: () => Promise<void> };

/**
 * A running music machine (engine/machines/music.machine.ts) whose `playAudio` and `pauseAudio`
 * actors drive `audio`. Its own chunk, loaded once the guest first starts the music (music-player.ts).
 */
export function startMusicActor(input: MusicInput, audio: AudioPort): MusicActor {
  const machine = musicMachine.provide({
    actors: { playAudio: fromPromise<void>(() => audio.play()), pauseAudio: fromPromise<void>(() => audio.pause()) },
  });
  return createActor(machine, { input }).start();
}
