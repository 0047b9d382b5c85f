import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { AUDIO_LOAD_FAILED, audioFailureOf } from '../music/audio-failure';

export { AUDIO_LOAD_FAILED, audioFailureOf };

export type MusicInput = {
  /** The cover overlay is shown when the page starts. */
  coverShown: boolean;
  /** The page runs as the owner's preview (is_preview=true). */
  preview: boolean;
};

export type MusicContext = MusicInput & {
  /** The first of the two flags: the music is playing (or starting to, right after the guest asked). */
  musicPlaying: boolean;
  /** The second of the two flags: a video dialog is open and its video playing. */
  videoPlaying: boolean;
  /** The music was paused because the guest left the tab or window; it resumes when they return. */
  resumeOnReturn: boolean;
  /** The music was paused because a video started; it resumes when the video dialog closes. */
  resumeAfterVideo: boolean;
  /** Why the music could not play, shown by the button; cleared on the next try. */
  error: string | null;
};

export type MusicEvent =
  /** The guest tapped the music button. */
  | { type: 'music.toggle' }
  /** The cover was shown or hidden; hiding it (the guest opened the invitation) starts the music. */
  | { type: 'music.cover'; shown: boolean }
  | { type: 'music.preview'; preview: boolean }
  /** The tab was hidden or the window lost focus. */
  | { type: 'page.hidden' }
  /** The tab is visible again or the window regained focus. */
  | { type: 'page.visible' }
  /** A video dialog opened and its video plays. */
  | { type: 'video.play' }
  /** The video dialog closed. */
  | { type: 'video.stop' }
  /** The browser paused the audio by itself (headphones unplugged, a phone call, media keys). */
  | { type: 'audio.paused' }
  /** The audio element reported that its file could not be loaded. */
  | { type: 'audio.failed' };

/**
 * The background music (docs/product.md#music). Two flags, `musicPlaying` and `videoPlaying`. The music
 * toggles on the button; opening the cover starts it. Hiding the tab or leaving the window pauses
 * it and coming back resumes it, except while the cover is shown, in preview mode or while a video
 * plays. A video starting pauses the music, which resumes when the video dialog closes if it was
 * playing before. The audio itself is driven by two named actors the app provides: `playAudio`
 * (resolves once playback has started, rejects when it cannot) and `pauseAudio`.
 */
export const musicMachine = setup({
  types: {
    context: {} as MusicContext,
    events: {} as MusicEvent,
    input: {} as MusicInput,
  },
  actors: {
    /** Starts the audio (`audio.play()`): it is fetched only now, never before (preload none). */
    playAudio: fromPromise<void>(async () => {
      throw new Error('playAudio is not provided');
    }),
    /** Pauses the audio (`audio.pause()`). */
    pauseAudio: fromPromise<void>(async () => {
      throw new Error('pauseAudio is not provided');
    }),
  },
  guards: {
    /** The exceptions (docs/product.md#music): leaving and returning do not pause or resume the music. */
    autoPauseOff: ({ context }) => context.coverShown || context.preview || context.videoPlaying,
    canResumeOnReturn: ({ context }) =>
      context.resumeOnReturn && !context.coverShown && !context.preview && !context.videoPlaying,
    coverOpens: ({ context, event }) =>
      event.type === 'music.cover' && context.coverShown && !event.shown && !context.preview,
    resumesAfterVideo: ({ context }) => context.resumeAfterVideo,
  },
  actions: {
    setCover: assign({
      coverShown: ({ event, context }) => (event.type === 'music.cover' ? event.shown : context.coverShown),
    }),
    setPreview: assign({
      preview: ({ event, context }) => (event.type === 'music.preview' ? event.preview : context.preview),
    }),
    /** The guest chose: nothing resumes by itself any more. */
    forgetResume: assign({ resumeOnReturn: false, resumeAfterVideo: false }),
  },
}).createMachine({
  id: 'music',
  context: ({ input }) => ({
    coverShown: input.coverShown,
    preview: input.preview,
    musicPlaying: false,
    videoPlaying: false,
    resumeOnReturn: false,
    resumeAfterVideo: false,
    error: null,
  }),
  initial: 'off',
  on: {
    'music.preview': { actions: 'setPreview' },
    'video.play': { actions: assign({ videoPlaying: true }) },
    'video.stop': { actions: assign({ videoPlaying: false }) },
  },
  states: {
    off: {
      entry: assign({ musicPlaying: false }),
      initial: 'idle',
      states: {
        idle: {},
        stopping: {
          invoke: { src: 'pauseAudio', onDone: 'idle', onError: 'idle' },
        },
      },
      on: {
        'music.toggle': { target: 'on', actions: 'forgetResume' },
        'music.cover': [{ guard: 'coverOpens', target: 'on', actions: 'setCover' }, { actions: 'setCover' }],
        'page.visible': [
          { guard: 'canResumeOnReturn', target: 'on', actions: assign({ resumeOnReturn: false }) },
          { actions: assign({ resumeOnReturn: false }) },
        ],
        'video.stop': [
          {
            guard: 'resumesAfterVideo',
            target: 'on',
            actions: assign({ videoPlaying: false, resumeAfterVideo: false }),
          },
          { actions: assign({ videoPlaying: false }) },
        ],
      },
    },
    on: {
      entry: assign({ musicPlaying: true, resumeOnReturn: false, error: null }),
      initial: 'starting',
      states: {
        starting: {
          invoke: {
            src: 'playAudio',
            onDone: 'playing',
            onError: {
              target: '#music.off.stopping',
              actions: assign({ error: ({ event }) => audioFailureOf(event.error) }),
            },
          },
        },
        playing: {
          on: {
            'audio.paused': { target: '#music.off.idle', actions: 'forgetResume' },
          },
        },
      },
      on: {
        'music.toggle': { target: '#music.off.stopping', actions: 'forgetResume' },
        'music.cover': { actions: 'setCover' },
        'page.hidden': [
          { guard: 'autoPauseOff' },
          { target: '#music.off.stopping', actions: assign({ resumeOnReturn: true }) },
        ],
        'video.play': {
          target: '#music.off.stopping',
          actions: assign({ videoPlaying: true, resumeAfterVideo: true, resumeOnReturn: false }),
        },
        'audio.failed': { target: '#music.off.stopping', actions: assign({ error: AUDIO_LOAD_FAILED }) },
      },
    },
  },
});

export type MusicActor = ActorRefFrom<typeof musicMachine>;
export type MusicSnapshot = SnapshotFrom<typeof musicMachine>;
