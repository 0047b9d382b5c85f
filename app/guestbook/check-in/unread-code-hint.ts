/**
 * Feedback while the camera sees a code it cannot read (a code held too close or too far, out of
 * focus, or a dim screen in a bright room). qr-scanner says only "no QR code found" for a frame, with
 * no finder pattern or position, so the scanner looks at the frame itself, cheaply: the centre of the
 * picture (where the scan region is) drawn small, its brightness spread and its edges.
 */

export const HINT_CLOSER = 'Dekatkan / jauhkan sedikit';
export const HINT_GLARE = 'Kurangi pantulan cahaya / nyalakan senter';

/** What a frame shows: something code-like (dark and light blocks, edges both ways), a dim centre in a bright surround, or neither. */
export type FrameLook = 'code' | 'dim' | 'none';

/** The side of the small square the centre is drawn into. */
export const LOOK_SIZE = 96;

/**
 * Looks at a frame's brightness (one byte a pixel, row by row): `centre` is the scan region drawn
 * into LOOK_SIZE × LOOK_SIZE, `surround` the mean brightness of the whole frame (0..255).
 */
export function lookAtFrame(centre: Uint8Array | Uint8ClampedArray, size: number, surround: number): FrameLook {
  const histogram = new Uint32Array(256);
  let sum = 0;
  for (const value of centre) {
    histogram[value]!++;
    sum += value;
  }
  const count = size * size;
  const mean = sum / count;
  const low = percentile(histogram, count, 0.1);
  const high = percentile(histogram, count, 0.9);
  const contrast = high - low;
  if (contrast >= 90) {
    // A code is dark and light blocks: few pixels half-way, and sharp steps across and down.
    const middle = (low + high) / 2;
    const band = contrast / 4;
    let halfway = 0;
    let across = 0;
    let down = 0;
    const step = contrast / 3;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const value = centre[y * size + x]!;
        if (Math.abs(value - middle) < band) halfway++;
        if (x + 1 < size && Math.abs(value - centre[y * size + x + 1]!) >= step) across++;
        if (y + 1 < size && Math.abs(value - centre[(y + 1) * size + x]!) >= step) down++;
      }
    }
    const pairs = size * (size - 1);
    if (halfway / count <= 0.3 && across / pairs >= 0.015 && down / pairs >= 0.015) return 'code';
  }
  // A dim screen or a shadowed card against a bright room: the camera exposes for the room.
  if (surround >= 150 && mean <= surround - 60 && contrast < 90) return 'dim';
  return 'none';
}

function percentile(histogram: Uint32Array, count: number, share: number): number {
  const target = count * share;
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += histogram[value]!;
    if (seen >= target) return value;
  }
  return 255;
}

/** How long a code must be seen unread before the hint shows, and how long it stays after. */
export const HINT_AFTER_MS = 700;
export const HINT_HOLD_MS = 1_500;

/**
 * The hint to show now, from the frames looked at so far: one look of the same kind seen for
 * HINT_AFTER_MS without a reading, kept HINT_HOLD_MS after the last such frame so it does not flicker.
 */
export function unreadHints() {
  let kind: Exclude<FrameLook, 'none'> | null = null;
  let since = 0;
  let lastSeen = 0;
  let shown: string | null = null;
  return {
    see(look: FrameLook, now: number): string | null {
      if (look === 'none') {
        if (shown && now - lastSeen < HINT_HOLD_MS) return shown;
        kind = null;
        shown = null;
        return null;
      }
      if (look !== kind) {
        kind = look;
        since = now;
      }
      lastSeen = now;
      if (now - since >= HINT_AFTER_MS) shown = look === 'code' ? HINT_CLOSER : HINT_GLARE;
      return shown;
    },
    /** A code was read: start over. */
    reset() {
      kind = null;
      shown = null;
    },
  };
}

/** The brightness (Rec. 601 luma) of RGBA pixels, one byte a pixel. */
export function lumaOf(rgba: Uint8ClampedArray): Uint8Array {
  const luma = new Uint8Array(rgba.length / 4);
  for (let index = 0; index < luma.length; index++) {
    const at = index * 4;
    luma[index] = (rgba[at]! * 299 + rgba[at + 1]! * 587 + rgba[at + 2]! * 114) / 1000;
  }
  return luma;
}
