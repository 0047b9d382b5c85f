import { describe, expect, it } from 'vitest';
import {
  HINT_AFTER_MS,
  HINT_CLOSER,
  HINT_GLARE,
  HINT_HOLD_MS,
  lookAtFrame,
  LOOK_SIZE,
  unreadHints,
} from '../../../app/guestbook/check-in/unread-code-hint';

/** Frames drawn by hand, LOOK_SIZE square, one brightness byte a pixel. */
function frame(pixel: (x: number, y: number) => number) {
  const luma = new Uint8Array(LOOK_SIZE * LOOK_SIZE);
  for (let y = 0; y < LOOK_SIZE; y++) for (let x = 0; x < LOOK_SIZE; x++) luma[y * LOOK_SIZE + x] = pixel(x, y);
  return luma;
}
/** A code's blocks seen too close: black and white modules of 12 pixels, in a fixed scatter. */
const blocks = frame((x, y) => (((Math.floor(x / 12) * 7 + Math.floor(y / 12) * 13) % 5) % 2 ? 20 : 235));

describe('what a camera frame looks like', () => {
  it('calls dark and light blocks with edges both ways a code', () => {
    expect(lookAtFrame(blocks, LOOK_SIZE, 128)).toBe('code');
  });

  it('calls a blank wall, a soft gradient or stripes one way nothing', () => {
    expect(
      lookAtFrame(
        frame(() => 200),
        LOOK_SIZE,
        200,
      ),
    ).toBe('none');
    expect(
      lookAtFrame(
        frame((x) => x * 2),
        LOOK_SIZE,
        100,
      ),
    ).toBe('none');
    expect(
      lookAtFrame(
        frame((x) => (Math.floor(x / 8) % 2 ? 20 : 235)),
        LOOK_SIZE,
        128,
      ),
    ).toBe('none');
  });

  it('calls a dim, flat centre in a bright surround dim', () => {
    expect(
      lookAtFrame(
        frame((x, y) => 70 + ((x + y) % 3)),
        LOOK_SIZE,
        210,
      ),
    ).toBe('dim');
    expect(
      lookAtFrame(
        frame(() => 70),
        LOOK_SIZE,
        90,
      ),
    ).toBe('none');
  });
});

describe('the hint while a code is seen but not read', () => {
  it('comes once a code is seen for a moment, stays briefly, and goes', () => {
    const hints = unreadHints();
    expect(hints.see('code', 0)).toBeNull();
    expect(hints.see('code', HINT_AFTER_MS - 1)).toBeNull();
    expect(hints.see('code', HINT_AFTER_MS)).toBe(HINT_CLOSER);
    expect(hints.see('none', HINT_AFTER_MS + HINT_HOLD_MS - 1)).toBe(HINT_CLOSER);
    expect(hints.see('none', HINT_AFTER_MS + HINT_HOLD_MS)).toBeNull();
    expect(HINT_CLOSER).toBe('Dekatkan / jauhkan sedikit');
    expect(HINT_AFTER_MS).toBeLessThanOrEqual(1_000);
  });

  it('asks for less glare or the torch for a dim code, and starts over after a reading', () => {
    const hints = unreadHints();
    hints.see('dim', 0);
    expect(hints.see('dim', HINT_AFTER_MS)).toBe(HINT_GLARE);
    expect(HINT_GLARE).toBe('Kurangi pantulan cahaya / nyalakan senter');
    hints.reset();
    expect(hints.see('code', HINT_AFTER_MS + 10)).toBeNull();
  });
});
