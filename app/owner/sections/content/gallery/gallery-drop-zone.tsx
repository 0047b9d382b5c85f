import { useRef, useState, type DragEvent } from 'react';
import { MEDIA_LIMITS } from '../../../../../schemas/requests/media';
import { Button } from '../../../../ui/button';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/**
 * 'Tambah foto' and the area around it: several images picked at once, or dropped on the area
 * (marked while files are dragged over it). Other things dragged over it are left alone.
 */
export function GalleryDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
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
        Pilih beberapa foto sekaligus, atau seret ke sini. JPEG, PNG atau WebP; foto di atas 10 MB diperkecil otomatis.
      </p>
    </div>
  );
}
