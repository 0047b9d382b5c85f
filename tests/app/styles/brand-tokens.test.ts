import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_DISPLAY_FONT } from '../../../app/home/home-styles';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../../../engine/manifest/token-contrast';
import { FONT_FAMILIES } from '../../../engine/tokens/font-families';
import { FONT_IDS } from '../../../schemas/font-ids';

/** The brand's tokens (app/styles/brand-tokens.css) as the stylesheet declares them, by name. */
const read = (path: string) => readFileSync(new URL(`../../../app/${path}`, import.meta.url), 'utf8');
const tokens = new Map(
  [...read('styles/brand-tokens.css').matchAll(/(--brand-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
    name!,
    value!.trim(),
  ]),
);
/** Every stylesheet of the web app that reads a brand token (app/home's, the owner's kit and pages). */
const readers = readdirSync(new URL('../../../app/', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !file.startsWith('styles/') && read(file).includes('var(--brand-'))
  .sort();
const colour = (name: string) => {
  const value = tokens.get(`--brand-${name}`);
  expect(value, name).toMatch(/^#[0-9a-f]{6}$/);
  return value!;
};

/** Each text colour with the backgrounds the home page and the owner's kit (app/ui/owner.css) set it on. */
const TEXT_ON: Record<string, string[]> = {
  ink: ['cream', 'paper', 'blush', 'rose-tint'],
  'ink-soft': ['cream', 'paper', 'blush', 'rose-tint'],
  rose: ['cream', 'paper', 'blush', 'rose-tint'],
  'rose-deep': ['cream', 'paper', 'rose-tint'],
  'gold-text': ['cream', 'paper', 'blush'],
  cream: ['night', 'rose', 'rose-deep', 'ink'],
  'gold-light': ['night'],
  night: ['gold-light'],
};

describe('the brand tokens', () => {
  it.each(Object.entries(TEXT_ON))('reads %s at 4.5:1 or more on its backgrounds', (text, backgrounds) => {
    for (const behind of backgrounds) {
      expect(contrastRatio(colour(text), colour(behind)), `${text} on ${behind}`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it('names the bundled display face the home page preloads', () => {
    expect(FONT_IDS).toContain(BRAND_DISPLAY_FONT.id);
    expect(FONT_FAMILIES[BRAND_DISPLAY_FONT.id]).toMatch(new RegExp(`^'${BRAND_DISPLAY_FONT.family}'`));
    expect(tokens.get('--brand-font-display')).toMatch(new RegExp(`^'${BRAND_DISPLAY_FONT.family}', `));
  });

  it("is read by the home page and the owner's kit, never by the guest's page (its theme's tokens)", () => {
    expect(readers).toEqual(expect.arrayContaining(['home/home.css', 'ui/owner.css']));
    expect(readers.filter((file) => file.startsWith('guest/'))).toEqual([]);
  });

  it.each(readers)('declares every brand token %s reads', (stylesheet) => {
    const used = new Set([...read(stylesheet).matchAll(/var\((--brand-[\w-]+)/g)].map(([, name]) => name!));
    expect([...used].filter((name) => !tokens.has(name))).toEqual([]);
  });

  it("is what the owner's kit imports, with the display face's one latin weight", () => {
    const imports = [...read('ui/owner.css').matchAll(/@import '([^']+)';/g)].map(([, file]) => file);
    expect(imports).toEqual([
      '../styles/brand-tokens.css',
      `@fontsource/${BRAND_DISPLAY_FONT.id}/latin-400.css`,
      '../styles/visually-hidden.css',
    ]);
  });
});
