import { useId, useRef, useState } from 'react';
import { uploadMedia } from '../../../api/media-calls';
import { Button } from '../../../ui/button';
import { SONG_ACCEPT, SONG_FORMAT_HINT, songFileProblem } from './song-file-check';
import { formatFileSize } from '../../../../engine/format/file-size';
import { truncate } from '../../../../engine/format/truncate';

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
  const controller = useRef<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileLabel, setFileLabel] = useState('');
  const id = useId();

  const upload = async (file: File) => {
    const found = songFileProblem(file);
    setProblem(found);
    if (found) return;
    const abort = new AbortController();
    controller.current = abort;
    setFileLabel(`${truncate(file.name)} (${formatFileSize(file.size, 1)})`);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const media = await uploadMedia(file, 'song', {
        signal: abort.signal,
        onProgress: (fraction) => setProgress(fraction),
      });
      setProgress(1);
      await onUploaded(media.url);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') onFailed('Unggahan dibatalkan.');
      else onFailed(`Lagu gagal diunggah. ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      controller.current = null;
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
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
        <div className="music-upload__progress">
          <p className="music-upload__file">
            Mengunggah <strong>{fileLabel}</strong>… {percent}%
          </p>
          <div
            className="music-upload__bar"
            role="progressbar"
            aria-label="Unggahan lagu"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <Button variant="secondary" onClick={() => controller.current?.abort()}>
            Batal
          </Button>
        </div>
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
