import type { ThemeTokens } from '../../schemas/manifest.schema';
import { FONT_FAMILIES } from './font-families';

/** Resolves a manifest asset path (`assets/divider.svg`) to a URL the page can load. */
export type AssetUrl = (path: string) => string | undefined;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A theme's tokens as CSS custom properties for the invitation root: `--color-primary`,
 * `--font-heading`, `--radius-card`, `--space-section`, `--ornament-divider` ... Renderers style
 * themselves only through these.
 */
export function tokensToCssVariables(tokens: ThemeTokens, assetUrl: AssetUrl): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.colors)) vars[`--color-${kebab(name)}`] = value;
  for (const [name, id] of Object.entries(tokens.fonts)) vars[`--font-${name}`] = FONT_FAMILIES[id];
  for (const [name, value] of Object.entries(tokens.radii)) vars[`--radius-${name}`] = value;
  for (const [name, value] of Object.entries(tokens.spacing)) vars[`--space-${name}`] = value;
  for (const [name, path] of Object.entries(tokens.ornaments ?? {})) {
    const url = assetUrl(path);
    if (url) vars[`--ornament-${name}`] = `url("${url}")`;
  }
  return vars;
}
