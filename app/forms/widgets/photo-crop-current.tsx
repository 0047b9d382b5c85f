import type { Ref } from 'react';
import { Button } from '../../ui/button';

/**
 * The photo a portrait field holds, square and round as themes show it (or that it holds none), with
 * 'Ganti foto' (or 'Pilih foto') and 'Hapus foto'.
 */
export function PhotoCropCurrent({
  url,
  locked,
  describedBy,
  pickButtonRef,
  onPick,
  onRemove,
}: {
  url: string | null;
  locked?: boolean;
  describedBy: string;
  pickButtonRef: Ref<HTMLButtonElement>;
  onPick: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="photo-crop__current">
      {url ? (
        <div className="photo-crop__shapes">
          <img className="photo-crop__square" src={url} alt="Foto saat ini" width={128} height={128} />
          <img className="photo-crop__round" src={url} alt="" width={80} height={80} />
          <p className="ui-field__hint photo-crop__shapes-hint">Tampil persegi atau bulat, mengikuti tema.</p>
        </div>
      ) : (
        <p className="photo-crop__empty">Belum ada foto</p>
      )}
      <div className="photo-crop__actions">
        <button
          ref={pickButtonRef}
          type="button"
          className="ui-button ui-button--secondary"
          disabled={locked}
          aria-describedby={describedBy}
          onClick={onPick}
        >
          {url ? 'Ganti foto' : 'Pilih foto'}
        </button>
        {url && (
          <Button variant="ghost" disabled={locked} onClick={onRemove}>
            Hapus foto
          </Button>
        )}
      </div>
    </div>
  );
}
