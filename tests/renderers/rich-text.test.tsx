// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '../../renderers/shared/rich-text';

afterEach(cleanup);

/** The rendered rich text's root once DOMPurify (its own chunk) has formatted it. */
async function renderRich(html: string) {
  const { container } = render(<RichText html={html} className="story__text" />);
  return waitFor(() => {
    const root = container.querySelector('.rich-text--html');
    expect(root).not.toBeNull();
    return root as Element;
  });
}

const tagsIn = (element: Element) => [...element.querySelectorAll('*')].map((e) => e.tagName.toLowerCase());

describe('RichText', () => {
  it('keeps paragraphs, line breaks, bold, italic, underline and lists', async () => {
    const root = await renderRich(
      '<p>Hari <strong>bahagia</strong>, <em>insyaAllah</em> <u>segera</u><br>tiba</p><ul><li>Satu</li></ul><ol><li>Dua</li></ol>',
    );
    expect(root.className).toBe('rich-text story__text rich-text--html');
    expect(tagsIn(root)).toEqual(['p', 'strong', 'em', 'u', 'br', 'ul', 'li', 'ol', 'li']);
    expect(root.textContent).toBe('Hari bahagia, insyaAllah segeratibaSatuDua');
  });

  it('shows b and i, as an older editor wrote them, as strong and em', async () => {
    const root = await renderRich('<p><b>Tebal</b> dan <i>miring</i></p>');
    expect(root.innerHTML).toBe('<p><strong>Tebal</strong> dan <em>miring</em></p>');
  });

  it('removes scripts, styles, iframes and other tags, keeping the words of harmless ones', async () => {
    const root = await renderRich(
      '<p>Halo</p><script>window.hacked = true</script><style>p{color:red}</style><iframe src="https://x.test"></iframe><span>teks</span> <img src=x><h1>Judul</h1>',
    );
    expect(tagsIn(root)).toEqual(['p', 'p']);
    expect(root.innerHTML).not.toMatch(/script|style|iframe|img|hacked|color/);
    expect(root.textContent).toBe('Haloteks Judul');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('removes event handlers and every attribute but href', async () => {
    const root = await renderRich(
      '<p onclick="alert(1)" style="color:red" class="x" id="y">Klik</p><a href="https://maps.test/a" onmouseover="alert(2)" title="t">Peta</a><img src=x onerror="alert(3)">',
    );
    expect(root.innerHTML).not.toMatch(/on\w+=|alert|style=|class=|id=|title=/);
    expect(root.querySelector('p')?.attributes).toHaveLength(0);
    expect(root.querySelector('img')).toBeNull();
  });

  it('keeps only http(s), mailto and tel links, however the others are written', async () => {
    const root = await renderRich(
      [
        '<a href="javascript:alert(1)">a</a>',
        '<a href="  JaVaScRiPt:alert(1)">b</a>',
        '<a href="java&#x09;script:alert(1)">c</a>',
        '<a href="&#106;avascript:alert(1)">d</a>',
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">e</a>',
        '<a href="vbscript:msgbox(1)">f</a>',
        '<a href="/admin">g</a>',
        '<a href="ftp://files.test/a">h</a>',
        '<a href="tel:+6281234567890">i</a>',
        '<a href="http://contoh.id">j</a>',
      ].join(''),
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      ...Array<null>(8).fill(null),
      'tel:+6281234567890',
      'http://contoh.id',
    ]);
  });

  it('opens links in a new tab without giving it this page', async () => {
    const root = await renderRich(
      '<p><a href="https://maps.google.com/?q=gedung" target="_self" rel="opener">Lokasi</a> dan <a href="mailto:raka@contoh.id">surel</a></p>',
    );
    const [maps, mail] = [...root.querySelectorAll('a')];
    expect(maps?.getAttribute('href')).toBe('https://maps.google.com/?q=gedung');
    expect(maps?.getAttribute('target')).toBe('_blank');
    expect(maps?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(mail?.getAttribute('href')).toBe('mailto:raka@contoh.id');
    expect(mail?.getAttribute('rel')).toContain('noopener');
  });

  it('shows plain text (written before the editor) as it was, its line breaks kept', () => {
    const { container } = render(<RichText html={'Kami bertemu di kampus.\nLalu <3 tumbuh.\n\nTamat & bahagia'} />);
    const root = container.querySelector('.rich-text');
    expect(root?.className).toBe('rich-text rich-text--plain');
    expect(root?.childElementCount).toBe(0);
    expect(root?.textContent).toBe('Kami bertemu di kampus.\nLalu <3 tumbuh.\n\nTamat & bahagia');
  });

  it('renders the words alone on the server, where there is no sanitizer', () => {
    const html = renderToString(<RichText html="<p>Halo <strong>semua</strong><script>x()</script></p><p>Dua</p>" />);
    expect(html).toBe('<div class="rich-text rich-text--plain">Halo semua\nDua</div>');
  });

  it('renders nothing for empty HTML, nothing at all, or HTML that was only unsafe', async () => {
    for (const html of ['', null, undefined, '<p><br></p>', '<p>&nbsp;</p><p> </p>', '<script>alert(1)</script>']) {
      const { container } = render(<RichText html={html} />);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container.innerHTML, String(html)).toBe('');
      cleanup();
    }
  });
});
