/**
 * The cover the server paints into a published invitation's HTML (server/services/painted-cover.tsx),
 * so a guest on a slow connection sees it before any JavaScript runs. The app takes it over when the
 * page mounts: it removes the painted copy, draws its own in the same place, and opens it at once if
 * the guest already tapped the painted button.
 */
export const PAINTED_COVER_ID = 'painted-cover';

/** The attribute the painted cover's inline script sets when its open button is tapped. */
export const PAINTED_COVER_TAPPED = 'data-tapped';

/** The inline script of the painted cover: remembers a tap and shows it is on its way. */
export const PAINTED_COVER_SCRIPT = `(function(){var c=document.getElementById('${PAINTED_COVER_ID}');var b=c&&c.querySelector('.cover__open');if(b)b.addEventListener('click',function(){c.setAttribute('${PAINTED_COVER_TAPPED}','');b.setAttribute('aria-busy','true');});})();`;

/**
 * The id of the `<script type="application/json">` holding `{ slug, guestCode, page }`: the page
 * bundle the server already read, which the app's public route uses instead of calling the API again.
 */
export const EMBEDDED_PAGE_ID = 'invitation-page-data';

/** What a painted cover shows a phone that runs no JavaScript (as index.html's own noscript). */
export const PAINTED_COVER_NOSCRIPT = 'Aktifkan JavaScript untuk membuka undangan ini.';

/** Whether there was a painted cover, whether the guest tapped it, whether it held the focus. */
export type PaintedCover = { painted: boolean; tapped: boolean; focused: boolean };

/** Whether the page arrived with a painted cover still in place. */
export const hasPaintedCover = (doc: Document = document): boolean => doc.getElementById(PAINTED_COVER_ID) !== null;

/** Removes the painted cover, if the page has one, and tells what became of it. */
export function takePaintedCover(doc: Document = document): PaintedCover {
  const element = doc.getElementById(PAINTED_COVER_ID);
  if (!element) return { painted: false, tapped: false, focused: false };
  const tapped = element.hasAttribute(PAINTED_COVER_TAPPED);
  const focused = element.contains(doc.activeElement);
  element.remove();
  return { painted: true, tapped, focused };
}
