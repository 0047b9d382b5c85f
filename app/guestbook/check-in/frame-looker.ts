import { LOOK_SIZE, lookAtFrame, lumaOf, type FrameLook } from './unread-code-hint';

/** Frames looked at, at most this often (the decoder tries up to 8 a second). */
const EVERY_MS = 150;
/** The whole frame's brightness is read from a picture this small. */
const SURROUND_SIZE = 16;

/**
 * Reads the camera's frame for unread-code-hint.ts: the scan region (qr-scanner's default, the
 * centred square of two thirds of the shorter side) drawn into a small canvas, and the whole frame's
 * mean brightness. At most one frame every EVERY_MS; null between, or while the video has no frame.
 */
export function frameLooker() {
  let canvas: HTMLCanvasElement | null = null;
  let context: CanvasRenderingContext2D | null = null;
  let last = -Infinity;
  return (video: HTMLVideoElement, now: number): FrameLook | null => {
    if (now - last < EVERY_MS) return null;
    const { videoWidth: width, videoHeight: height } = video;
    if (!width || !height) return null;
    last = now;
    if (!context) {
      canvas = document.createElement('canvas');
      canvas.width = LOOK_SIZE;
      canvas.height = LOOK_SIZE;
      context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
    }
    const side = Math.round((Math.min(width, height) * 2) / 3);
    context.drawImage(video, (width - side) / 2, (height - side) / 2, side, side, 0, 0, LOOK_SIZE, LOOK_SIZE);
    const centre = lumaOf(context.getImageData(0, 0, LOOK_SIZE, LOOK_SIZE).data);
    context.drawImage(video, 0, 0, width, height, 0, 0, SURROUND_SIZE, SURROUND_SIZE);
    const whole = lumaOf(context.getImageData(0, 0, SURROUND_SIZE, SURROUND_SIZE).data);
    const surround = whole.reduce((sum, value) => sum + value, 0) / whole.length;
    return lookAtFrame(centre, LOOK_SIZE, surround);
  };
}
