import type { Ref } from 'react';
import Cropper from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { MEDIA_LIMITS } from '../../../schemas/requests/media';
import { Button } from '../../ui/button';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, PhotoCropZoom } from './photo-crop-zoom';
import type { Cropping } from './use-photo-crop';

export const UNREADABLE = 'Foto tidak bisa dibuka. Coba foto lain.';

/**
 * The crop of a picked picture: a square frame the owner moves (drag, or the arrow keys on the frame)
 * and zooms (pinch, wheel, the slider or its buttons); 'Pakai foto ini' and 'Batal' (or Escape). A
 * picture that cannot be read, or has too many pixels, is refused.
 */
export function PhotoCropEditor({
  id,
  cropping,
  uploading,
  locked,
  editorRef,
  onUpdate,
  onApply,
  onLeave,
  onRefuse,
}: {
  id: string;
  cropping: Cropping;
  uploading: boolean;
  locked?: boolean;
  editorRef: Ref<HTMLDivElement>;
  onUpdate: (changes: Partial<Cropping>) => void;
  onApply: () => void;
  onLeave: () => void;
  onRefuse: (message: string) => void;
}) {
  return (
    <div
      ref={editorRef}
      className="photo-crop__editor"
      role="group"
      aria-label="Atur potongan foto"
      aria-describedby={`${id}__crop-help`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onLeave();
        }
      }}
    >
      <p id={`${id}__crop-help`} className="ui-field__hint">
        Geser foto di dalam kotak untuk mengatur bagian yang tampil, lalu perbesar bila perlu. Dengan papan ketik: pilih
        kotak foto, lalu pakai tombol panah.
      </p>
      <div className="photo-crop__stage">
        <Cropper
          image={cropping.source}
          crop={cropping.crop}
          zoom={cropping.zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          objectFit="cover"
          showGrid={false}
          disableAutomaticStylesInjection
          cropperProps={{
            role: 'group',
            'aria-label': 'Kotak potongan foto: geser dengan tombol panah',
          }}
          mediaProps={{ onError: () => onRefuse(UNREADABLE) }}
          onMediaLoaded={({ naturalWidth, naturalHeight }) => {
            if (naturalWidth * naturalHeight > MEDIA_LIMITS.image.maxPixels) onRefuse(MEDIA_LIMITS.image.tooManyPixels);
          }}
          onCropChange={(crop) => onUpdate({ crop })}
          onZoomChange={(zoom) => onUpdate({ zoom: clampZoom(zoom) })}
          onCropComplete={(_, area) => onUpdate({ area })}
        />
      </div>
      <PhotoCropZoom zoom={cropping.zoom} uploading={uploading} onZoom={(zoom) => onUpdate({ zoom })} />
      <div className="photo-crop__actions">
        <Button busy={uploading} disabled={locked || !cropping.area} onClick={onApply}>
          {uploading ? 'Mengunggah…' : 'Pakai foto ini'}
        </Button>
        <Button variant="secondary" onClick={onLeave}>
          Batal
        </Button>
      </div>
    </div>
  );
}
