/** The gallery slideshow shows 3 slides at a time with a 24 pixel gap between them (docs/product.md#gallery). */
export const SLIDES_PER_VIEW = 3;
export const SLIDE_GAP = 24;

/** Whether the slide at `position` is in view while the slideshow starts at `first`. */
export const slideInView = (position: number, first: number, perView = SLIDES_PER_VIEW) =>
  position >= first && position < first + perView;
