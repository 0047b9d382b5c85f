// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '../../renderers/shared/rich-text';

afterEach(cleanup);

/** The rendered rich text's root, or null when nothing was rendered. */
function renderRich(html: string | null | undefined) {
  const { container } = render(<RichText html={html} className="story__text" />);
  return container.querySelector('.rich-text');
}

const tagsIn = (element: Element) => [...element.querySelectorAll('*')].map((e) => e.tagName.toLowerCase());

describe('RichText', () => {
  it('keeps paragraphs, line breaks, bold, italic, underline and lists', () => {
    const root = renderRich(
      '<p>Hari <strong>bahagia</strong>, <em>insyaAllah</em> <u>segera</u><br>tiba</p><ul><li>Satu</li></ul><ol><li>Dua</li></ol>',
    );
    expect(root?.className).toBe('rich-text story__text');
    expect(tagsIn(root as Element)).toEqual(['p', 'strong', 'em', 'u', 'br', 'ul', 'li', 'ol', 'li']);
    expect(root?.textContent).toBe('Hari bahagia, insyaAllah segeratibaSatuDua');
  });

  it('removes scripts, styles, iframes and other tags, keeping the words of harmless ones', () => {
    const root = renderRich(
      '<p>Halo</p><script>window.hacked = true</script><style>p{color:red}</style><iframe src="https://x.test"></iframe><div><span>teks</span> <img src=x></div><h1>Judul</h1>',
    ) as Element;
    expect(tagsIn(root)).toEqual(['p']);
    expect(root.innerHTML).not.toMatch(/script|style|iframe|img|hacked|color/);
    expect(root.textContent).toBe('Haloteks Judul');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('removes event handlers and every attribute but href', () => {
    const root = renderRich(
      '<p onclick="alert(1)" style="color:red" class="x" id="y">Klik</p><a href="https://maps.test/a" onmouseover="alert(2)" title="t">Peta</a><img src=x onerror="alert(3)">',
    ) as Element;
    expect(root.innerHTML).not.toMatch(/on\w+=|alert|style=|class=|id=|title=/);
    expect(root.querySelector('p')?.attributes).toHaveLength(0);
    expect(root.querySelector('img')).toBeNull();
  });

  it('removes javascript: and data: links, however they are written', () => {
    const root = renderRich(
      [
        '<a href="javascript:alert(1)">a</a>',
        '<a href="  JaVaScRiPt:alert(1)">b</a>',
        '<a href="java&#x09;script:alert(1)">c</a>',
        '<a href="&#106;avascript:alert(1)">d</a>',
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">e</a>',
        '<a href="vbscript:msgbox(1)">f</a>',
      ].join(''),
    ) as Element;
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    for (const link of links) expect(link.hasAttribute('href'), link.outerHTML).toBe(false);
  });

  it('opens links in a new tab without giving it this page', () => {
    const root = renderRich(
      '<p><a href="https://maps.google.com/?q=gedung" target="_self" rel="opener">Lokasi</a> dan <a href="mailto:raka@contoh.id">surel</a></p>',
    ) as Element;
    const [maps, mail] = [...root.querySelectorAll('a')];
    expect(maps?.getAttribute('href')).toBe('https://maps.google.com/?q=gedung');
    expect(maps?.getAttribute('target')).toBe('_blank');
    expect(maps?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(mail?.getAttribute('href')).toBe('mailto:raka@contoh.id');
    expect(mail?.getAttribute('rel')).toContain('noopener');
  });

  it('renders nothing for empty HTML, nothing at all, or HTML that was only unsafe', () => {
    for (const html of ['', null, undefined, '<p><br></p>', '<p>&nbsp;</p><p> </p>', '<script>alert(1)</script>']) {
      const { container } = render(<RichText html={html} />);
      expect(container.innerHTML, String(html)).toBe('');
      cleanup();
    }
  });
});
