import { useEffect, useRef, useState } from 'react';
import type { Area, Point } from 'react-easy-crop';
import type { ImageKind } from '../../../schemas/requests/media';
import { errorText } from '../../api/error-text';
import { croppedSquare } from './cropped-square';
import { uploadRefusal } from './image-upload-widget';
import { sendImage } from './send-image';
import { MIN_ZOOM } from './photo-crop-zoom';

export const CROP_FAILED = 'Foto tidak bisa dipotong. Coba foto lain.';

/** The picked picture (an object URL) while it is cropped: where its square stands, its zoom, the area in its pixels. */
export type Cropping = { source: string; crop: Point; zoom: number; area: Area | null };

/**
 * A portrait field's crop and upload: the picked picture checked (its type; a large photo is fine,
 * the square cut from it is small) and opened in the crop, the focus in the crop while it is open
 * and back on 'Ganti foto' after, `applyCrop` (the square cut in the browser, checked again,
 * uploaded with its progress, its address given to `onChange`), `leave` (the crop closed, an upload under way stopped, the picture let go, as on
 * leaving the page), `refuse` (left with why) and `remove` (the field emptied).
 */
export function usePhotoCrop({ kind, onChange }: { kind: ImageKind; onChange: (url: string | undefined) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const pickButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  const upload = useRef<AbortController | null>(null);
  /** The picked picture as an object URL, while it is cropped. */
  const picked = useRef<string | null>(null);
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const source = cropping?.source;

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

  function refuse(message: string) {
    leave();
    setError(message);
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
      const uploaded = await sendImage(file, kind, { onProgress: setProgress, signal: controller.signal });
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

  function remove() {
    setError(null);
    onChange(undefined);
    requestAnimationFrame(() => pickButton.current?.focus());
  }

  return {
    input,
    pickButton,
    editor,
    cropping,
    progress,
    error,
    update,
    leave,
    refuse,
    pick,
    applyCrop,
    remove,
  };
}
