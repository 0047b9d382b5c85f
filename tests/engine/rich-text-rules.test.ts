import { describe, expect, it } from 'vitest';
import {
  hasMarkup,
  isRichTextLink,
  plainTextToHtml,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  richTextLinkOf,
} from '../../engine/format/rich-text-rules';
import { richTextFieldsOf } from '../../schemas/rich-text-field';
import { storyUpdateSchema, sectionUpdateSchemas, wishlistGiftCreateSchema } from '../../schemas/requests/content';

describe('the rich text allow-list (docs/product.md#helpers)', () => {
  it('keeps paragraphs, line breaks, bold, italic, underline, lists and links with an href only', () => {
    expect(RICH_TEXT_TAGS).toEqual(['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li']);
    expect(RICH_TEXT_ATTRIBUTES).toEqual({ a: ['href'] });
  });

  it('lets links go to http(s), mailto and tel only', () => {
    for (const href of ['https://toko.id/a', 'http://toko.id', 'HTTPS://TOKO.ID', 'mailto:a@b.id', 'tel:+62812'])
      expect(isRichTextLink(href), href).toBe(true);
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '/admin', '//evil.test', 'ftp://x', 'vbscript:x'])
      expect(isRichTextLink(href), href).toBe(false);
  });

  it('reads what an owner types as a link address', () => {
    expect(richTextLinkOf(' https://toko.id/kado ')).toBe('https://toko.id/kado');
    expect(richTextLinkOf('toko.id/kado?x=1')).toBe('https://toko.id/kado?x=1');
    expect(richTextLinkOf('raka@contoh.id')).toBe('mailto:raka@contoh.id');
    expect(richTextLinkOf('tel:+6281234')).toBe('tel:+6281234');
    for (const typed of ['javascript:alert(1)', '', 'dua kata.id', '/admin', 'kado'])
      expect(richTextLinkOf(typed)).toBeNull();
  });

  it('tells HTML from plain text written before the editor', () => {
    expect(hasMarkup('<p>Hai</p>')).toBe(true);
    expect(hasMarkup('Hai<br>semua')).toBe(true);
    expect(hasMarkup('Tom &amp; Jerry')).toBe(true);
    expect(hasMarkup('Aku <3 kamu & dia\nbaris dua')).toBe(false);
    expect(hasMarkup('2 < 3 > 1')).toBe(false);
  });

  it('turns plain text into paragraphs and line breaks, escaped; HTML stays as it is', () => {
    expect(plainTextToHtml('Satu\nDua\n\n  Tiga <3 & "kamu"  ')).toBe(
      '<p>Satu<br>Dua</p><p>Tiga &lt;3 &amp; &quot;kamu&quot;</p>',
    );
    expect(plainTextToHtml('Windows\r\nbaris')).toBe('<p>Windows<br>baris</p>');
    expect(plainTextToHtml('<p>Sudah <em>HTML</em></p>')).toBe('<p>Sudah <em>HTML</em></p>');
    expect(plainTextToHtml('  \n ')).toBe('');
  });
});

describe('the request fields that take rich text', () => {
  it("are a story's, a wishlist item's and every section's description, nothing else", () => {
    expect(richTextFieldsOf(storyUpdateSchema)).toEqual(['description']);
    expect(richTextFieldsOf(wishlistGiftCreateSchema)).toEqual(['description']);
    for (const [slug, schema] of Object.entries(sectionUpdateSchemas)) {
      const properties = (schema as { properties: object }).properties;
      expect(richTextFieldsOf(schema), slug).toEqual('description' in properties ? ['description'] : []);
    }
  });
});
