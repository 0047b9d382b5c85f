/**
 * The parts of a theme's look the engine reads on the guest's first screen, apart from the manifest
 * schema itself (schemas/manifest.schema.ts), which only tools and tests load: its version, the
 * reveal styles and the layouts (docs/themes.md).
 */
export const MANIFEST_SCHEMA_VERSION = 2;

/**
 * How sections enter as the guest scrolls to them: rise (fade in from below), fade, zoom (grow
 * slightly), slide (from the side) or none.
 */
export const REVEAL_STYLES = ['rise', 'fade', 'zoom', 'slide', 'none'] as const;
export type RevealStyle = (typeof REVEAL_STYLES)[number];
export const DEFAULT_REVEAL: RevealStyle = 'rise';

/**
 * The compositions a theme picks for the cover and the sections that carry its character. A
 * section's renderer (manifest `sections`) draws its parts; its layout arranges them and frames the
 * couple's photo (or, without one, the theme's illustration), in CSS only: a layout costs the guest
 * no JavaScript. The first of each list is the default.
 */
export const THEME_LAYOUTS = {
  /** framed: names in the frame ornament, the illustration a medallion above them, the photo in the frame
   * ornament at half the screen's width or more; full-bleed: the photo fills the screen;
   * arch, oval: the photo in that shape; polaroid: a tilted print; film: a film frame; poster: the photo
   * as the top of a poster; sleeve: a record sleeve with its disc. */
  cover: ['framed', 'full-bleed', 'arch', 'oval', 'polaroid', 'film', 'poster', 'sleeve'],
  /** framed: names in the frame ornament, no photo; band: a wide photo band; arch, circle: the photo in
   * that shape beside the names; date-led: the date large between rules, no photo; full-bleed: the
   * photo behind. After a cover that shows the picture, only framed and date-led (PICTURE_LED_LAYOUTS). */
  opening: ['framed', 'band', 'arch', 'circle', 'date-led', 'full-bleed'],
  /** The two portraits: classic (the renderer's own), oval, arch, circle or polaroid. */
  couple: ['classic', 'oval', 'arch', 'circle', 'polaroid'],
  /** The event cards: classic, ticket (notched with a tear line), framed (double rule) or band (a side stripe). */
  event: ['classic', 'ticket', 'framed', 'band'],
  /** The love story: classic (cards, the photo on top), zigzag (photo and words side by side, alternating)
   * or journal (tilted prints, the number large, no card). */
  story: ['classic', 'zigzag', 'journal'],
  /** The bank and e-wallet cards: classic (a card in the primary colour) or paper (a letterpress card). */
  gift: ['classic', 'paper'],
  /** The RSVP form: classic (the form on the page); letter (a card out of an envelope, the guest's name
   * as its addressee, the flap above); ticket (an admission ticket: a stub with the main event's date and
   * the guest's seats, the form on its body); split (the couple's photo or the theme's illustration
   * above, beside on a laptop, the RSVP deadline large); stack (the form on the top card of a tilted
   * stack). */
  rsvp: ['classic', 'letter', 'ticket', 'split', 'stack'],
  /** The wishes: classic (the form, then cards with a side rule); bubbles (a chat thread, the form as the
   * message composer at its foot); cards (a wall of quoted notes, two columns on a laptop); guestbook (a
   * ruled book page, the form as its last line); timeline (each wish on a line, its time beside it). */
  wish: ['classic', 'bubbles', 'cards', 'guestbook', 'timeline'],
  /** The closing: classic, or photo (the couple's photo above the thanks). */
  closing: ['classic', 'photo'],
} as const;

/**
 * The layouts that show the couple's picture (their photo, or the theme's illustration) at the top of
 * their screen. The opening is the first screen after the cover: after a cover that shows the picture
 * it moves on (the date, the names) rather than show the same picture again, so a theme never pairs a
 * cover layout of the first list with an opening layout of the second. Every cover layout shows it.
 */
export const PICTURE_LED_LAYOUTS = {
  cover: THEME_LAYOUTS.cover,
  opening: ['band', 'arch', 'circle', 'full-bleed'],
} as const satisfies { [S in 'cover' | 'opening']: readonly (typeof THEME_LAYOUTS)[S][number][] };

export type LayoutSlug = keyof typeof THEME_LAYOUTS;
export type ThemeLayouts = { [S in LayoutSlug]?: (typeof THEME_LAYOUTS)[S][number] };

/** The sections whose layouts together make a theme's first impression: no two themes share all four. */
export const SIGNATURE_LAYOUTS = ['cover', 'opening', 'couple', 'event'] as const satisfies readonly LayoutSlug[];
