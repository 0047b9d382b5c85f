/**
 * How the page tells the music that the guest opened the cover (docs/product.md#music): a DOM event on
 * `window`, sent inside the guest's click so that browsers which let audio start only within a user
 * gesture (Safari) let the song start.
 */
export const COVER_OPENED_EVENT = 'invitation:cover-opened';

/** Call inside the click that opens the cover (e.g. as `useCover({ onOpen: announceCoverOpened })`). */
export function announceCoverOpened(target: EventTarget = window): void {
  target.dispatchEvent(new Event(COVER_OPENED_EVENT));
}

/** Calls `listener` each time the cover is opened; returns the function that stops listening. */
export function listenCoverOpened(listener: () => void, target: EventTarget = window): () => void {
  target.addEventListener(COVER_OPENED_EVENT, listener);
  return () => target.removeEventListener(COVER_OPENED_EVENT, listener);
}
