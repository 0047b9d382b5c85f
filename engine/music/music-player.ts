import type { MusicActor, MusicEvent, MusicInput } from '../machines/music.machine';
import { afterNextPaint } from '../render/after-next-paint';
import { audioFailureOf } from './audio-failure';

/** What the music button shows: the song plays (or is starting), and why it could not, if so. */
export type MusicView = { playing: boolean; error: string | null };

const loadMusicActor = () => import('./music-actor');

/**
 * The page's music (docs/product.md#music) as the music machine runs it, with the machine (and
 * XState) fetched only when the guest first starts the song (issue 14: nothing of it before the
 * first tap). Until then the player answers the guest's own gestures itself, at once, so that
 * `play()` runs inside the click (autoplay rules): the button's toggle, and the cover's open while
 * the cover shows outside preview mode, the same rules as the machine's. Every event is kept and
 * handed to the machine when it arrives, which replays them and takes over (the song started in
 * the click is the machine's first `playAudio`).
 */
export class MusicPlayer {
  private element: HTMLAudioElement | null = null;
  private startedPlay: Promise<void> | null = null;
  private actor: MusicActor | null = null;
  private loading = false;
  private readonly kept: MusicEvent[] = [];
  /** The machine's flags before it runs: the cover, preview mode, the song. */
  private early: MusicInput & { playing: boolean };
  private view: MusicView = { playing: false, error: null };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly input: MusicInput) {
    this.early = { ...input, playing: false };
  }

  /** The `<audio>` element's `ref`. */
  readonly attach = (element: HTMLAudioElement | null) => {
    this.element = element;
  };

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getView = (): MusicView => this.view;

  /** An event of the music machine (music.machine.ts: MusicEvent). */
  readonly send = (event: MusicEvent): void => {
    if (this.actor) {
      this.actor.send(event);
      return;
    }
    this.kept.push(event);
    const { playing, coverShown, preview } = this.early;
    if (event.type === 'music.toggle') {
      if (playing) this.stopEarly();
      else this.startEarly();
    } else if (event.type === 'music.cover') {
      if (!playing && coverShown && !event.shown && !preview) this.startEarly();
      this.early.coverShown = event.shown;
    } else if (event.type === 'music.preview') {
      this.early.preview = event.preview;
    }
  };

  private startEarly() {
    const started = this.playAudio();
    this.startedPlay = started;
    started.catch((error: unknown) => {
      // Without the machine (its chunk failed): the failure shows as the machine would show it.
      if (!this.actor && this.startedPlay === started) this.show({ playing: false, error: audioFailureOf(error) });
    });
    this.early.playing = true;
    this.show({ playing: true, error: null });
    // Its chunk is fetched once the click's frame is painted: adding the chunk's links starts
    // requests on the main thread, time in which the cover's slide (opened by the same click) waited.
    afterNextPaint(() => this.loadMachine());
  }

  private stopEarly() {
    this.startedPlay = null;
    this.element?.pause();
    this.early.playing = false;
    this.show({ playing: false, error: this.view.error });
  }

  private playAudio(): Promise<void> {
    if (!this.element) return Promise.reject(new Error('The audio element is not mounted'));
    try {
      // Called now, inside the guest's click; an older browser (or jsdom) answers no promise.
      return Promise.resolve(this.element.play());
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private loadMachine() {
    if (this.loading) return;
    this.loading = true;
    loadMusicActor().then(
      ({ startMusicActor }) => {
        const actor = startMusicActor(this.input, {
          // The song started in the guest's click is the machine's first start.
          play: () => {
            const started = this.startedPlay;
            this.startedPlay = null;
            return started ?? this.playAudio();
          },
          pause: async () => this.element?.pause(),
        });
        for (const event of this.kept.splice(0)) actor.send(event);
        this.actor = actor;
        const follow = () => {
          const { musicPlaying, error } = actor.getSnapshot().context;
          this.show({ playing: musicPlaying, error });
        };
        actor.subscribe(follow);
        follow();
      },
      () => {
        this.loading = false;
      },
    );
  }

  private show(view: MusicView) {
    if (view.playing === this.view.playing && view.error === this.view.error) return;
    this.view = view;
    for (const listener of this.listeners) listener();
  }
}
