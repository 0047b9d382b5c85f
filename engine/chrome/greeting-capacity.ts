import type { GreetingLayout } from '../../schemas/requests/guestbook';

/*
 * How many guests one greeting on the hall's screen names at once (docs/product.md#greeting-screen),
 * per layout: as many as stay readable from the back of a hall at 1920x1080 and on a 1280x720
 * projector. `classic` stacks the names in the middle of the screen; `spotlight` sets them large in
 * the accent's pool and `banner` in a band across the lower part, both with less room.
 */
export const GREETING_NAMES_PER_LAYOUT: Readonly<Record<GreetingLayout, number>> = {
  classic: 4,
  spotlight: 3,
  banner: 3,
};

/** The most names any layout shows: a message naming more is cut to this. */
export const GREETING_NAMES_MAX = Math.max(...Object.values(GREETING_NAMES_PER_LAYOUT));
