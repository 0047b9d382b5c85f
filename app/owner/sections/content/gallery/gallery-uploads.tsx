import { useRef, useState, type DragEvent } from 'react';
import { formatFileSize } from '../../../../../engine/format/file-size';
import { truncate } from '../../../../../engine/format/truncate';
import { MEDIA_LIMITS } from '../../../../../schemas/requests/media';
import { Button } from '../../../../ui/button';
import { StatusMessage } from '../../../../ui/status-message';
import type { QueueSummary, UploadRow } from './use-upload-queue';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

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
  const words =
    row.state === 'waiting'
      ? 'Menunggu'
      : row.state === 'saving'
        ? 'Menyimpan…'
        : row.state === 'done'
          ? 'Ditambahkan'
          : `${percent}%`;
  return (
    <div className="gallery-upload__progress">
      <progress max={100} value={percent} aria-label={`Mengunggah ${name}`} />
      <span className="gallery-upload__state">{words}</span>
    </div>
  );
}

/**
 * 'Tambah foto': several images picked at once, or dropped on the area. Each file gets a row with
 * its thumbnail, shortened name, size and progress, and 'Batal' until it is saved; a refused or
 * failed file keeps its row with the reason ('Tutup' removes it). The batch ends with a summary.
 */
export function GalleryUploads({
  rows,
  summary,
  onFiles,
  onCancel,
}: {
  rows: UploadRow[];
  summary: QueueSummary;
  onFiles: (files: File[]) => void;
  onCancel: (key: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  return (
    <div className="gallery-add">
      <div
        className={`gallery-add__zone${over ? ' gallery-add__zone--over' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={MEDIA_LIMITS.image.accept}
          aria-label="Pilih foto"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button variant="primary" aria-describedby="gallery-add-hint" onClick={() => input.current?.click()}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
            <path d="M7 2h2v5h5v2H9v5H7V9H2V7h5z" />
          </svg>
          Tambah foto
        </Button>
        <p className="gallery-add__hint" id="gallery-add-hint">
          Pilih beberapa foto sekaligus, atau seret ke sini. JPEG, PNG atau WebP, maksimal 10 MB per foto.
        </p>
      </div>
      {rows.length > 0 && (
        <ul className="gallery-uploads" aria-label="Foto yang diunggah">
          {rows.map((row) => {
            const name = truncate(row.file.name);
            const closable = row.state === 'refused' || row.state === 'failed';
            const cancellable = row.state === 'waiting' || row.state === 'uploading';
            return (
              <li key={row.key} className={`gallery-upload gallery-upload--${row.state}`}>
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
          })}
        </ul>
      )}
      <StatusMessage state={summary} />
    </div>
  );
}
