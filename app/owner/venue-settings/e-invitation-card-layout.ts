/**
 * The e-invitation's geometry in the image's pixels (1080 × 1350, 4:5: a WhatsApp chat or status
 * shows it whole). The page's card scales the same numbers to its width (CSS container units) and
 * the image is drawn from them, so both look alike.
 */
export const E_CARD = {
  width: 1080,
  height: 1350,
  /** The thin frame: its distance from the edge, its line. */
  frameInset: 28,
  frameLine: 3,
  /** The text's distance from the sides. */
  padding: 100,
  /** The theme's background pattern, larger than on its page (the image is shown shrunk). */
  patternScale: 2,
  /** The theme's illustration across the top, fading into the background over its last `artFade`. */
  art: 360,
  artFade: 170,
  /** The text sits centred between these two lines. */
  textTop: 320,
  textBottom: 900,
  kicker: 26,
  kickerSpacing: 0.22,
  /** The couple's names: this size while they fit, never below `namesMin`. */
  names: 96,
  namesMin: 54,
  eventLabel: 34,
  eventLine: 28,
  divider: { width: 240, height: 40 },
  greeting: 26,
  guestName: 48,
  /**
   * The white box the QR code sits on (`size` wide, `height` tall), the code inside it `qrTop` from
   * its top, and under the code the guest's door code (engine/guestbook/door-code.ts), its baseline
   * `doorCodeBaseline` from the box's top.
   */
  qrBox: { top: 910, size: 330, height: 372, radius: 28 },
  qr: 270,
  qrTop: 30,
  doorCode: 34,
  doorCodeBaseline: 346,
  /** The caption's baseline, from the bottom. */
  caption: 25,
  captionBottom: 42,
  /** Space between the text's blocks. */
  gap: { kicker: 10, names: 16, event: 8, divider: 18, greeting: 6 },
  lineHeight: 1.25,
} as const;

/**
 * The names' size before the image measures them: the full size for a short pair, smaller as they
 * grow (a script face is about 0.45 em a letter), never below the minimum. The page uses it as it
 * is; the image shrinks further if the face measures wider.
 */
export function namesSize(names: string): number {
  const fits = (E_CARD.width - 2 * E_CARD.padding) / (names.length * 0.45);
  return Math.round(Math.max(E_CARD.namesMin, Math.min(E_CARD.names, fits)));
}

/** A length of the card on the page: `n` image pixels at the card's width (its container's). */
export const cardUnits = (n: number) => `calc(${n} * 100cqw / ${E_CARD.width})`;
