import { useRef, useState } from 'react';
import { formatFileSize } from '../../../../engine/format/file-size';
import { truncate } from '../../../../engine/format/truncate';
import { uploadMedia } from '../../../api/media-calls';
import { songFileProblem } from './song-file-check';

/**
 * A song's upload: the file's format and size checked before anything is sent (`problem`), then
 * its `progress` (0 to 1; none while nothing is sent) until `onUploaded` has saved it. `cancel`
 * stops it; a stopped or failed upload is said through `onFailed`.
 */
export function useSongUpload({
  onUploaded,
  onFailed,
  onBusyChange,
}: {
  onUploaded: (url: string) => Promise<void>;
  onFailed: (message: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const controller = useRef<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileLabel, setFileLabel] = useState('');

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

  return {
    problem,
    progress,
    /** The file being sent: its shortened name and size. */
    fileLabel,
    upload,
    cancel: () => controller.current?.abort(),
  };
}
