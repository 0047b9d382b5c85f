import type { Area } from 'react-easy-crop';

/** The longest side of the square sent: the server stores it within 800 px anyway. */
export const CROPPED_MAX_SIDE = 1200;

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
