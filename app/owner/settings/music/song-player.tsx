import { useRef, useState } from 'react';

/**
 * The current song with a play/pause button. Nothing downloads before the owner presses play
 * (preload="none"); a song that cannot load says so. Give it `key={src}`: a new song starts stopped.
 */
export function SongPlayer({ src, title, detail }: { src: string; title: string; detail?: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = async () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    setFailed(false);
    try {
      await element.play();
    } catch (error) {
      // The browser refusing to start without a gesture is not a broken song.
      if (!(error instanceof DOMException && error.name === 'NotAllowedError')) setFailed(true);
    }
  };

  return (
    <div className="music-player">
      <button
        type="button"
        className="music-player__toggle"
        aria-label={playing ? `Jeda ${title}` : `Putar ${title}`}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
        </svg>
      </button>
      <div className="music-player__text">
        <p className="music-player__title">{title}</p>
        {detail && <p className="music-player__detail">{detail}</p>}
        {failed && (
          <p className="music-player__error" role="alert">
            Lagu gagal dimuat. Periksa berkasnya atau unggah ulang.
          </p>
        )}
      </div>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
    </div>
  );
}
