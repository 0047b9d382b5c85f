import { useId, useRef } from 'react';
import { Button } from '../../../ui/button';
import { SONG_ACCEPT, SONG_FORMAT_HINT } from './song-file-check';
import { SongUploadProgress } from './song-upload-progress';
import { useSongUpload } from './use-song-upload';

/**
 * 'Unggah Lagu': picks an audio file, checks its format and size before sending anything (the
 * message stays at the field), then uploads it with a progress bar and a cancel button. The
 * uploaded address goes to `onUploaded`, which saves it as the song.
 */
export function SongUpload({
  disabled,
  onUploaded,
  onFailed,
  onBusyChange,
}: {
  disabled?: boolean;
  /** Saves the uploaded song; the bar stays full until it has. */
  onUploaded: (url: string) => Promise<void>;
  onFailed: (message: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { problem, progress, fileLabel, upload, cancel } = useSongUpload({ onUploaded, onFailed, onBusyChange });
  const id = useId();

  return (
    <div className="music-upload">
      <input
        ref={input}
        id={id}
        type="file"
        accept={SONG_ACCEPT}
        className="music-upload__input"
        aria-label="Berkas lagu"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      {progress === null ? (
        <Button
          variant="primary"
          disabled={disabled}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onClick={() => input.current?.click()}
        >
          Unggah Lagu
        </Button>
      ) : (
        <SongUploadProgress fileLabel={fileLabel} percent={Math.round(progress * 100)} onCancel={cancel} />
      )}
      <p id={`${id}-hint`} className="ui-field__hint">
        {SONG_FORMAT_HINT}
      </p>
      {problem && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
