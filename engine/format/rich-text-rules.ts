/**
 * Rich text (docs/product.md#helpers): the one allow-list the owner's editor, the server's
 * sanitize-html and the guest page's DOMPurify all keep to. Pure: no DOM, no sanitizer.
 */

/** The tags an owner's rich text keeps: paragraphs, line breaks, bold, italic, underline, lists, links. */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li'] as const;

/** The one attribute kept, on links only. */
export const RICH_TEXT_ATTRIBUTES = { a: ['href'] } as const;

/** The schemes a link may use; anything else (javascript:, data:, a relative path) loses its href. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** A link's address the allow-list keeps: http(s), mailto or tel, nothing before the scheme. */
export const RICH_TEXT_LINK = /^(?:https?:\/\/|mailto:|tel:)/i;

/** Tags a browser's editing or a paste writes for the same formatting, and the tag kept instead. */
export const RICH_TEXT_SYNONYMS: Readonly<Record<string, (typeof RICH_TEXT_TAGS)[number]>> = {
  b: 'strong',
  i: 'em',
};

/** Whether an address may stay on a link. */
export function isRichTextLink(href: string): boolean {
  return RICH_TEXT_LINK.test(href.trim());
}

/**
 * What an owner types as a link's address, as the address kept: http(s), mailto and tel as they are,
 * an email address as mailto:, a bare domain ("toko.id/kado") as https://. Null for anything else
 * (javascript:, a relative path, words with spaces).
 */
export function richTextLinkOf(typed: string): string | null {
  const address = typed.trim();
  if (!address || /\s/.test(address)) return null;
  if (isRichTextLink(address)) return address;
  if (/^[^@/:]+@[^@/:]+\.[a-z]{2,}$/i.test(address)) return `mailto:${address}`;
  if (/^[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(address)) return `https://${address}`;
  return null;
}

/** A tag, a closing tag, a comment or a character entity: text with none of these is plain text. */
const MARKUP = /<[a-z!/?]|&(?:#\d+|#x[\da-f]+|[a-z]+);/i;

/**
 * Whether a stored description is HTML (from the editor) or plain text (typed before there was an
 * editor). Plain text is kept and shown as it was written: its paragraphs and line breaks stay.
 */
export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => ESCAPES[character]!);

/**
 * Plain text as the editor's HTML: a paragraph per blank-line-separated block, a <br> per line break
 * inside it ("Satu\nDua\n\nTiga" -> "<p>Satu<br>Dua</p><p>Tiga</p>"). HTML is returned as it is.
 */
export function plainTextToHtml(text: string): string {
  if (!text.trim()) return '';
  if (hasMarkup(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The words of an HTML string without any markup (line breaks for br and block ends), as text. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|li|ul|ol|div)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
