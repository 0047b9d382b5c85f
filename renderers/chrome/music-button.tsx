import { useCoverState } from '../../engine/chrome/cover-context';
import { useMusic, type MusicOptions } from '../../engine/music/use-music';

/** The button's accessible name: what a tap will do. */
export const MUSIC_LABELS = { play: 'Putar musik', pause: 'Jeda musik' } as const;

/** The song and preview mode; the cover flag comes from the page's CoverContext unless given. */
type Props = MusicOptions;

/**
 * The music button (docs/product.md#music): round, fixed at the bottom right, its face a record
 * (drawn in renderers/styles/music.css) turning once every 10 seconds while the song plays, toggling
 * a looping `<audio>` that downloads nothing until the guest taps it or opens the cover. Shows the
 * message of docs/product.md#errors when the song cannot be loaded.
 */
export function MusicButton({ song: invitationSong, preview, coverShown }: Props) {
  const cover = useCoverState();
  const { playing, error, song, toggle, attachAudio, onAudioError, onAudioPause } = useMusic({
    song: invitationSong,
    preview,
    coverShown: coverShown ?? cover.coverShown,
  });
  return (
    <div className="music" data-playing={playing ? 'true' : 'false'}>
      {error ? (
        <p className="music__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="music__button"
        aria-label={playing ? MUSIC_LABELS.pause : MUSIC_LABELS.play}
        onClick={toggle}
      />
      {/* In a hidden box: a media element the browser styles makes it parse its media controls'
          stylesheet (2-4 ms in the app's first frame, counted four times over on a slowed phone,
          docs/performance.md); one whose parent is not displayed is never styled, and plays the same. */}
      <span hidden>
        <audio ref={attachAudio} src={song} loop preload="none" onError={onAudioError} onPause={onAudioPause} />
      </span>
    </div>
  );
}
