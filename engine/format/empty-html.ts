/** Elements that are content on their own, without any text inside. */
const CONTENT_ELEMENTS = /<(img|video|audio|iframe|svg|picture|object|embed|canvas|hr|input|select|textarea)\b/i;

/** Tags, comments, line breaks, non-breaking spaces (as characters or entities) and white space. */
const BLANK = /<!--[\s\S]*?-->|<[^>]*>|&nbsp;|&#160;|&#x0*a0;|[\s\u00a0\u200b\ufeff]/gi;

/**
 * Rich text (docs/product.md#helpers): an HTML string is empty when it holds only empty tags, line
 * breaks or non-breaking spaces: '<p><br></p>', '<p>&nbsp;</p>', '<div><span> </span></div>' are empty;
 * '<p>Hai</p>' and '<img src="a.jpg">' are not. Null and undefined count as empty.
 */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (CONTENT_ELEMENTS.test(html)) return false;
  return html.replace(BLANK, '') === '';
}
