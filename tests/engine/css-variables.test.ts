import { describe, expect, it } from 'vitest';
import { tokensToCssVariables } from '../../engine/tokens/css-variables';
import { themeAssetUrl } from '../../engine/tokens/theme-asset-url';
import { loadManifestFromDisk, testAssetUrl } from '../helpers';

describe('tokens to CSS custom properties', () => {
  it('turns every token of a theme into a variable on the invitation root', () => {
    const { tokens } = loadManifestFromDisk('floral-whimsy');
    expect(tokensToCssVariables(tokens, testAssetUrl)).toEqual({
      '--color-primary': '#ad556c',
      '--color-secondary': '#5d775f',
      '--color-accent': '#e9b8c2',
      '--color-background': '#fdf6f3',
      '--color-surface': '#ffffff',
      '--color-text': '#4a3b3f',
      '--color-muted': '#7e6d72',
      '--color-on-primary': '#ffffff',
      '--font-heading': "'Cormorant Garamond', Georgia, serif",
      '--font-body': "'Lora', Georgia, serif",
      '--font-script': "'Great Vibes', cursive",
      '--radius-card': '18px',
      '--radius-button': '999px',
      '--space-section': '72px',
      '--space-gap': '16px',
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
