import { describe, expect, it } from 'vitest';
import { tokensToCssVariables } from '../../engine/tokens/css-variables';
import { FONT_FAMILIES } from '../../engine/tokens/font-families';
import { themeAssetUrl } from '../../engine/tokens/theme-asset-url';
import { loadManifestFromDisk, testAssetUrl } from '../helpers';

describe('tokens to CSS custom properties', () => {
  it('turns every token of a theme into a variable on the invitation root', () => {
    const { tokens } = loadManifestFromDisk('floral-whimsy');
    const { colors, fonts, radii, spacing } = tokens;
    expect(tokensToCssVariables(tokens, testAssetUrl)).toEqual({
      '--color-primary': colors.primary,
      '--color-secondary': colors.secondary,
      '--color-accent': colors.accent,
      '--color-background': colors.background,
      '--color-surface': colors.surface,
      '--color-text': colors.text,
      '--color-muted': colors.muted,
      '--color-on-primary': colors.onPrimary,
      '--font-heading': FONT_FAMILIES[fonts.heading],
      '--font-body': FONT_FAMILIES[fonts.body],
      '--font-script': FONT_FAMILIES[fonts.script],
      '--radius-card': radii?.card,
      '--radius-button': radii?.button,
      '--space-section': spacing?.section,
      '--space-gap': spacing?.gap,
      '--ornament-divider': 'url("/theme-assets/assets/divider.svg")',
      '--ornament-corner': 'url("/theme-assets/assets/corner.svg")',
      '--ornament-pattern': 'url("/theme-assets/assets/pattern.svg")',
      '--ornament-frame': 'url("/theme-assets/assets/frame.svg")',
      '--ornament-illustration': 'url("/theme-assets/assets/illustration.svg")',
    });
  });

  it("serves a theme's assets at /themes/<theme>/<file>, with no table of built names", () => {
    const url = themeAssetUrl('floral-whimsy');
    expect(url('assets/illustration.svg')).toBe('/themes/floral-whimsy/illustration.svg');
    expect(url('elsewhere/frame.svg')).toBeUndefined();
  });

  it('leaves out an ornament whose file the app does not have', () => {
    const { tokens } = loadManifestFromDisk('floral-whimsy');
    const vars = tokensToCssVariables(tokens, (path) => (path.endsWith('divider.svg') ? '/d.svg' : undefined));
    expect(Object.keys(vars).filter((k) => k.startsWith('--ornament'))).toEqual(['--ornament-divider']);
  });
});
