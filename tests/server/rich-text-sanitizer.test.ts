import { describe, expect, it } from 'vitest';
import { sanitizeRichTextHtml } from '../../server/services/invitations/rich-text-sanitizer';

describe("the server's sanitizer (sanitize-html with the same allow-list)", () => {
  it('keeps the allowed formatting and drops the rest, words of harmless tags kept', () => {
    expect(
      sanitizeRichTextHtml(
        '<h1 class="x">Judul</h1><p>Halo <b>semua</b> <i>ya</i> <span style="color:red">merah</span><br></p><script>alert(1)</script>',
      ),
    ).toBe('Judul<p>Halo <strong>semua</strong> <em>ya</em> merah<br /></p>');
  });

  it('keeps plain text exactly as typed', () => {
    expect(sanitizeRichTextHtml('Aku <3 kamu & dia\nbaris dua')).toBe('Aku <3 kamu & dia\nbaris dua');
  });

  it('removes hrefs other than http(s), mailto and tel, however written', () => {
    const html = [
      '<a href="java&#x09;script:alert(1)">a</a>',
      '<a href="&#106;avascript:alert(1)">b</a>',
      '<a href="//evil.test">c</a>',
      '<a href="https://ok.id" target="_blank" rel="opener">d</a>',
    ].join('');
    expect(sanitizeRichTextHtml(html)).toBe('<a>a</a><a>b</a><a>c</a><a href="https://ok.id">d</a>');
  });
});
