import { Button } from '../../ui/button';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const ZOOM_STEP = 0.1;

/** A zoom within MIN_ZOOM and MAX_ZOOM, to the hundredth. */
export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));

/** The crop's zoom: '−', a slider (its value said as a percentage) and '+'; off while the photo uploads. */
export function PhotoCropZoom({
  zoom,
  uploading,
  onZoom,
}: {
  zoom: number;
  uploading: boolean;
  onZoom: (zoom: number) => void;
}) {
  return (
    <div className="photo-crop__zoom">
      <Button
        variant="secondary"
        className="photo-crop__zoom-button"
        aria-label="Perkecil"
        disabled={uploading || zoom <= MIN_ZOOM}
        onClick={() => onZoom(clampZoom(zoom - ZOOM_STEP * 5))}
      >
        −
      </Button>
      <input
        type="range"
        className="photo-crop__zoom-range"
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={ZOOM_STEP}
        value={zoom}
        aria-label="Perbesaran foto"
        aria-valuetext={`${Math.round(zoom * 100)}%`}
        disabled={uploading}
        onChange={(event) => onZoom(clampZoom(Number(event.target.value)))}
      />
      <Button
        variant="secondary"
        className="photo-crop__zoom-button"
        aria-label="Perbesar"
        disabled={uploading || zoom >= MAX_ZOOM}
        onClick={() => onZoom(clampZoom(zoom + ZOOM_STEP * 5))}
      >
        +
      </Button>
    </div>
  );
}
