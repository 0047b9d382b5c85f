import type { ThemeTokens } from '../../schemas/manifest.schema';

/**
 * The theme check's colour rule (`npm run themes:check`, tests/engine/manifest-issues.test.ts): every
 * colour the renderers set small text in must be readable where it is drawn, at WCAG's 4.5:1 for
 * normal-size text (AA). Checked on the manifest's data at design time, so the guest's page carries
 * no code for it: a theme that fails darkens (or, on a dark theme, lightens) the same hue.
 */
export const MIN_TEXT_CONTRAST = 4.5;

type ColourName = keyof ThemeTokens['colors'];

/** The pairs the renderers draw small text in: [text colour, the colour behind it]. */
export const TEXT_COLOUR_PAIRS: readonly (readonly [ColourName, ColourName])[] = [
  ...(['text', 'muted', 'primary', 'secondary'] as const).flatMap((text) =>
    (['background', 'surface'] as const).map((behind) => [text, behind] as const),
  ),
  ['onPrimary', 'primary'],
];

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type ContrastIssue = { path: string; message: string };

/** The text colour pairs of a theme below 4.5:1, each at its JSON path with both colours and the ratio. */
export function textContrastIssues(colors: ThemeTokens['colors']): ContrastIssue[] {
  return TEXT_COLOUR_PAIRS.flatMap(([text, behind]) => {
    const ratio = contrastRatio(colors[text], colors[behind]);
    if (ratio >= MIN_TEXT_CONTRAST) return [];
    return [
      {
        path: `/tokens/colors/${text}`,
        message: `${colors[text]} on ${behind} ${colors[behind]} has a contrast of ${ratio.toFixed(2)}:1, below ${MIN_TEXT_CONTRAST}:1 for small text`,
      },
    ];
  });
}
