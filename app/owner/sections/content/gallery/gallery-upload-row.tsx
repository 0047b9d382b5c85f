import { formatFileSize } from '../../../../../engine/format/file-size';
import { truncate } from '../../../../../engine/format/truncate';
import { shrinkingText } from '../../../../forms/widgets/image-shrink-plan';
import { Button } from '../../../../ui/button';
import type { UploadRow } from './use-upload-rows';

/** What a row says beside its bar: its turn, how far it is, or that it is in the gallery. */
function UploadProgress({ row, name }: { row: UploadRow; name: string }) {
  if (row.state === 'refused' || row.state === 'failed') {
    return (
      <p className="gallery-upload__error" role="alert">
        {row.error}
      </p>
    );
  }
  const percent = Math.round(row.progress * 100);
  const shrinking = row.state === 'shrinking';
  const words =
    row.state === 'waiting'
      ? 'Menunggu'
      : shrinking
        ? shrinkingText(percent)
        : row.state === 'saving'
          ? 'Menyimpan…'
          : row.state === 'done'
            ? 'Ditambahkan'
            : `${percent}%`;
  return (
    <div className="gallery-upload__progress">
      <progress max={100} value={percent} aria-label={`${shrinking ? 'Memperkecil' : 'Mengunggah'} ${name}`} />
      <span className="gallery-upload__state">{words}</span>
    </div>
  );
}

/**
 * One picked file: its thumbnail, shortened name, size and progress (or why it was refused or
 * failed), with 'Batal' until it is saved and 'Tutup' on a refused or failed one.
 */
export function GalleryUploadRow({ row, onCancel }: { row: UploadRow; onCancel: (key: string) => void }) {
  const name = truncate(row.file.name);
  const closable = row.state === 'refused' || row.state === 'failed';
  const cancellable = row.state === 'waiting' || row.state === 'shrinking' || row.state === 'uploading';
  return (
    <li className={`gallery-upload gallery-upload--${row.state}`}>
      {row.thumb ? (
        <img className="gallery-upload__thumb" src={row.thumb} alt="" width={56} height={56} />
      ) : (
        <span className="gallery-upload__thumb" aria-hidden="true" />
      )}
      <div className="gallery-upload__body">
        <p className="gallery-upload__name">
          <span className="gallery-upload__file" title={row.file.name}>
            {name}
          </span>
          <small>{formatFileSize(row.file.size)}</small>
        </p>
        <UploadProgress row={row} name={name} />
      </div>
      {(cancellable || closable) && (
        <Button
          variant="ghost"
          className="gallery-upload__cancel"
          aria-label={`${closable ? 'Tutup' : 'Batal'} ${name}`}
          onClick={() => onCancel(row.key)}
        >
          {closable ? 'Tutup' : 'Batal'}
        </Button>
      )}
    </li>
  );
}
