import { StatusMessage } from '../../../../ui/status-message';
import { GalleryDropZone } from './gallery-drop-zone';
import { GalleryUploadRow } from './gallery-upload-row';
import type { QueueSummary } from './use-upload-queue';
import type { UploadRow } from './use-upload-rows';

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
  return (
    <div className="gallery-add">
      <GalleryDropZone onFiles={onFiles} />
      {rows.length > 0 && (
        <ul className="gallery-uploads" aria-label="Foto yang diunggah">
          {rows.map((row) => (
            <GalleryUploadRow key={row.key} row={row} onCancel={onCancel} />
          ))}
        </ul>
      )}
      <StatusMessage state={summary} />
    </div>
  );
}
