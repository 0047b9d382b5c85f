import { Button } from '../../../ui/button';

/** The song being sent: its name and size, how far it is (a bar) and 'Batal'. */
export function SongUploadProgress({
  fileLabel,
  percent,
  onCancel,
}: {
  fileLabel: string;
  percent: number;
  onCancel: () => void;
}) {
  return (
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
      <Button variant="secondary" onClick={onCancel}>
        Batal
      </Button>
    </div>
  );
}
