import { describe, expect, it } from 'vitest';
import { contrastRatio, textContrastIssues } from '../../engine/manifest/token-contrast';
import { loadManifestFromDisk, THEME_IDS } from '../helpers';

const colors = {
  primary: '#b5657a',
  secondary: '#2f4a32',
  accent: '#e9b8c2',
  background: '#ffffff',
  surface: '#ffffff',
  text: '#222222',
  muted: '#595959',
  onPrimary: '#ffffff',
};

describe('the theme check of text colours', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#e50914', '#181818')).toBeCloseTo(3.7, 1);
  });

  it('names each text colour below 4.5:1 where it is drawn, with both colours and the ratio', () => {
    expect(textContrastIssues(colors)).toEqual([
      {
        path: '/tokens/colors/primary',
        message: '#b5657a on background #ffffff has a contrast of 4.11:1, below 4.5:1 for small text',
      },
      {
        path: '/tokens/colors/primary',
        message: '#b5657a on surface #ffffff has a contrast of 4.11:1, below 4.5:1 for small text',
      },
      {
        path: '/tokens/colors/onPrimary',
        message: '#ffffff on primary #b5657a has a contrast of 4.11:1, below 4.5:1 for small text',
      },
    ]);
    expect(textContrastIssues({ ...colors, primary: '#ad556c' })).toEqual([]);
  });

  it.each(THEME_IDS)('%s sets its small text readably', (id) => {
    expect(textContrastIssues(loadManifestFromDisk(id).tokens.colors)).toEqual([]);
  });
});
