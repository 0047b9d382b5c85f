import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandHomeLink, BrandMark, PRODUCT_NAME } from '../../../app/ui/brand-mark';

/** An SVG's drawing: its shapes as written, each closed the same way (`<x …/>`, `<x …></x>`). */
const drawing = (svg: string) =>
  svg
    .replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, '')
    .replace(/><\/(rect|circle|path)>/g, '/>')
    .replace(/\s+\/>/g, '/>')
    .trim();

describe('the brand mark', () => {
  it('is the favicon: the same drawing in the same colours', () => {
    const favicon = readFileSync(new URL('../../../app/public/favicon.svg', import.meta.url), 'utf8');
    expect(drawing(favicon)).toBe(drawing(renderToStaticMarkup(<BrandMark />)));
    expect(favicon).toContain('viewBox="0 0 40 40"');
  });

  it("links the product's mark and name to the home page, named by the name alone", () => {
    const html = renderToStaticMarkup(<BrandHomeLink className="owner-topbar__brand" />);
    expect(html).toMatch(/^<a href="\/" class="ui-brand owner-topbar__brand">/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(`<span class="ui-brand__name">${PRODUCT_NAME}</span>`);
  });
});
