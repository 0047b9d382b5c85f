import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { IMAGE_KINDS, MEDIA_LIMITS, type ImageKind } from '../../../schemas/requests/media';
import { uploadMedia } from '../../api/media-calls';
import { Button } from '../../ui/button';
import { uploadRefusal } from './image-upload-widget';
import { UploadStatus } from './upload-status';
import './photo-crop-widget.css';
import { errorText } from '../../api/error-text';

/** The longest side of the square sent: the server stores it within 800 px anyway. */
export const CROPPED_MAX_SIDE = 1200;
const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.1;

export const CROP_FAILED = 'Foto tidak bisa dipotong. Coba foto lain.';
export const UNREADABLE = 'Foto tidak bisa dibuka. Coba foto lain.';

/** The upload's kind from `ui:options.mediaKind`, when the server knows it; else a portrait's. */
function kindOf(option: unknown): ImageKind {
  return (IMAGE_KINDS as readonly unknown[]).includes(option) ? (option as ImageKind) : 'couple';
}

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100));

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = source;
  });
}

const canvasBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));

/**
 * The part of the picture the owner chose (`area`, in the picture's own pixels), as a square file of
 * at most CROPPED_MAX_SIDE pixels: WebP where the browser writes it, else JPEG on white.
 */
export async function croppedSquare(source: string, area: Area): Promise<File> {
  const image = await loadImage(source);
  const side = Math.max(1, Math.min(CROPPED_MAX_SIDE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  let blob = await canvasBlob(canvas, 'image/webp');
  if (blob?.type !== 'image/webp') {
    // A browser that cannot write WebP answers PNG: JPEG is smaller, and has no transparency.
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    blob = await canvasBlob(canvas, 'image/jpeg');
  }
  if (!blob) throw new Error('no blob');
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  return new File([blob], `foto.${extension}`, { type: blob.type });
}

type Cropping = { source: string; crop: Point; zoom: number; area: Area | null };

/**
 * A portrait field (the couple's photos): the photo it holds now, shown square and round as themes
 * show it, with 'Ganti foto' and 'Hapus foto'. A picked picture is checked (type and size) before
 * anything is sent, then shown in a square frame the owner moves (drag, or the arrow keys on the
 * frame) and zooms (pinch, wheel, the slider or its buttons); 'Pakai foto ini' cuts that square in
 * the browser, uploads it with its progress and puts the upload's address in the field; 'Batal'
 * leaves the crop (and stops an upload under way).
 */
export function PhotoCropWidget({ id, value, disabled, readonly, options, onChange }: WidgetProps) {
  const input = useRef<HTMLInputElement>(null);
  const pickButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  const upload = useRef<AbortController | null>(null);
  /** The picked picture as an object URL, while it is cropped. */
  const picked = useRef<string | null>(null);
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const url = typeof value === 'string' && value ? value : null;
  const source = cropping?.source;
  const locked = disabled || readonly;
  const uploading = progress !== null;

  // While the crop is open the focus is in it; it goes back to 'Ganti foto' after.
  useEffect(() => {
    if (!source) return;
    const pickAgain = pickButton;
    editor.current?.focus();
    return () => pickAgain.current?.focus();
  }, [source]);
  // Leaving the page stops an upload under way and lets the picked picture go.
  useEffect(
    () => () => {
      upload.current?.abort();
      if (picked.current) URL.revokeObjectURL(picked.current);
    },
    [],
  );

  const update = (changes: Partial<Cropping>) => setCropping((current) => current && { ...current, ...changes });

  function leave() {
    upload.current?.abort();
    upload.current = null;
    if (picked.current) URL.revokeObjectURL(picked.current);
    picked.current = null;
    setCropping(null);
    setProgress(null);
  }

  function pick(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = uploadRefusal(file);
    setError(refusal);
    if (refusal) return;
    picked.current = URL.createObjectURL(file);
    setCropping({ source: picked.current, crop: { x: 0, y: 0 }, zoom: MIN_ZOOM, area: null });
  }

  async function applyCrop() {
    if (!cropping?.area) return;
    setError(null);
    let file: File;
    try {
      file = await croppedSquare(cropping.source, cropping.area);
    } catch {
      setError(CROP_FAILED);
      return;
    }
    const refusal = uploadRefusal(file);
    if (refusal) {
      setError(refusal);
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const uploaded = await uploadMedia(file, kindOf(options.mediaKind), {
        onProgress: setProgress,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      upload.current = null;
      onChange(uploaded.url);
      leave();
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(errorText(failure));
      setProgress(null);
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  }

  const describedBy = `${ariaDescribedByIds(id)} ${id}__status`;
  return (
    <div className="photo-crop">
      <input
        ref={input}
        id={id}
        type="file"
        accept={MEDIA_LIMITS.image.accept}
        className="photo-crop__input"
        tabIndex={-1}
        disabled={locked || uploading}
        aria-describedby={describedBy}
        onChange={(event) => pick(event.target.files?.[0])}
      />
      {cropping ? (
        <div
          ref={editor}
          className="photo-crop__editor"
          role="group"
          aria-label="Atur potongan foto"
          aria-describedby={`${id}__crop-help`}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              leave();
            }
          }}
        >
          <p id={`${id}__crop-help`} className="ui-field__hint">
            Geser foto di dalam kotak untuk mengatur bagian yang tampil, lalu perbesar bila perlu. Dengan papan ketik:
            pilih kotak foto, lalu pakai tombol panah.
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
              mediaProps={{
                onError: () => {
                  leave();
                  setError(UNREADABLE);
                },
              }}
              onMediaLoaded={({ naturalWidth, naturalHeight }) => {
                if (naturalWidth * naturalHeight > MEDIA_LIMITS.image.maxPixels) {
                  leave();
                  setError(MEDIA_LIMITS.image.tooManyPixels);
                }
              }}
              onCropChange={(crop) => update({ crop })}
              onZoomChange={(zoom) => update({ zoom: clampZoom(zoom) })}
              onCropComplete={(_, area) => update({ area })}
            />
          </div>
          <div className="photo-crop__zoom">
            <Button
              variant="secondary"
              className="photo-crop__zoom-button"
              aria-label="Perkecil"
              disabled={uploading || cropping.zoom <= MIN_ZOOM}
              onClick={() => update({ zoom: clampZoom(cropping.zoom - ZOOM_STEP * 5) })}
            >
              −
            </Button>
            <input
              type="range"
              className="photo-crop__zoom-range"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={ZOOM_STEP}
              value={cropping.zoom}
              aria-label="Perbesaran foto"
              aria-valuetext={`${Math.round(cropping.zoom * 100)}%`}
              disabled={uploading}
              onChange={(event) => update({ zoom: clampZoom(Number(event.target.value)) })}
            />
            <Button
              variant="secondary"
              className="photo-crop__zoom-button"
              aria-label="Perbesar"
              disabled={uploading || cropping.zoom >= MAX_ZOOM}
              onClick={() => update({ zoom: clampZoom(cropping.zoom + ZOOM_STEP * 5) })}
            >
              +
            </Button>
          </div>
          <div className="photo-crop__actions">
            <Button busy={uploading} disabled={locked || !cropping.area} onClick={() => void applyCrop()}>
              {uploading ? 'Mengunggah…' : 'Pakai foto ini'}
            </Button>
            <Button variant="secondary" onClick={() => leave()}>
              Batal
            </Button>
          </div>
        </div>
      ) : (
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
              ref={pickButton}
              type="button"
              className="ui-button ui-button--secondary"
              disabled={locked}
              aria-describedby={describedBy}
              onClick={() => input.current?.click()}
            >
              {url ? 'Ganti foto' : 'Pilih foto'}
            </button>
            {url && (
              <Button
                variant="ghost"
                disabled={locked}
                onClick={() => {
                  setError(null);
                  onChange(undefined);
                  requestAnimationFrame(() => pickButton.current?.focus());
                }}
              >
                Hapus foto
              </Button>
            )}
          </div>
        </div>
      )}
      <UploadStatus
        id={`${id}__status`}
        progress={progress}
        error={error}
        className="photo-crop__progress"
        label="Mengunggah foto"
      />
    </div>
  );
}
