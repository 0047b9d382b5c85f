import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeDemo } from '../../engine/demo/theme-demo';
import { parseManifest, parseManifestText } from '../../engine/manifest/parse-manifest';
import { signatureIssues } from '../../engine/manifest/theme-signature';
import { planSections } from '../../engine/sections/plan-sections';
import { DISPLAY_ONLY_FONT_IDS } from '../../schemas/font-ids';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { allManifestFiles, checkThemeFiles, root } from '../../scripts/manifest-files';
import { loadManifestFromDisk, NOW, THEME_IDS } from '../helpers';
import { renderTheme } from '../render-theme';

/**
 * A theme the catalogue does not hold (tests/fixtures/manifests/lavender-dusk, with its own assets):
 * README's worked example, word for word. The same rules as `npm run themes:check` pass on it and the
 * engine renders it, with no code: a designer's new theme needs only its folder.
 */
const ID = 'lavender-dusk';
const FILE = join(root, 'tests', 'fixtures', 'manifests', ID, 'manifest.json');
const TEXT = readFileSync(FILE, 'utf8');

/** The JSON block under README's "A worked example" heading. */
function readmeExample(): unknown {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const [, json] =
    /A worked example, `manifests\/lavender-dusk\/manifest\.json`:\s*```json\n([\s\S]*?)\n```/.exec(readme) ?? [];
  if (!json) throw new Error("README.md's worked example not found");
  return JSON.parse(json) as unknown;
}

function fixtureManifest(): ThemeManifest {
  const result = parseManifestText(TEXT, FILE, ID);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.manifest;
}

describe("a new theme (README's worked example) from its folder alone", () => {
  it('is the example README shows, so that what a designer copies passes the check', () => {
    expect(readmeExample()).toEqual(JSON.parse(TEXT));
  });

  it('is not one of the catalogue', () => {
    expect(THEME_IDS).not.toContain(ID);
  });

  it('passes every rule of `npm run themes:check` beside the whole catalogue', () => {
    expect(checkThemeFiles([FILE], [...allManifestFiles(), FILE])).toEqual([]);
  });

  it('renders in the engine with its tokens, fonts, layouts and every section it names', () => {
    const manifest = fixtureManifest();
    const { page } = themeDemo(manifest, NOW);
    const html = renderTheme(manifest, page);
    expect(html).toContain(`data-theme="${ID}"`);
    expect(html).toContain(`--color-primary:${manifest.tokens.colors.primary}`);
    expect(html).toContain('Raleway');
    expect(html).toContain('data-wish="bubbles"');
    for (const section of planSections(manifest, page.sections)) expect(html).toContain(`id="${section.slug}"`);
    expect(html).not.toContain('id="protocol"');
  });
});

describe('the theme rules fail where they should', () => {
  it("a theme with a catalogue theme's cover, opening, couple and event is told which one it copies", () => {
    const [twin] = THEME_IDS;
    const theirs = loadManifestFromDisk(twin as string);
    const copy = { ...fixtureManifest(), sections: theirs.sections, layouts: theirs.layouts } as ThemeManifest;
    const catalogue = [{ file: `manifests/${twin}/manifest.json`, manifest: theirs }];
    expect(signatureIssues([{ file: 'new.json', manifest: copy }], catalogue)).toEqual([
      {
        file: 'new.json',
        path: '/layouts',
        message: `the same cover, opening, couple, event (renderer and layout) as manifests/${twin}/manifest.json`,
      },
    ]);
  });

  it.each(DISPLAY_ONLY_FONT_IDS)('a body set in %s (capitals only, hairline or script) is refused', (font) => {
    const manifest = JSON.parse(TEXT) as ThemeManifest;
    const withBody = { ...manifest, tokens: { ...manifest.tokens, fonts: { ...manifest.tokens.fonts, body: font } } };
    const result = parseManifest(withBody, 'x.json', ID);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.path).toBe('/tokens/fonts/body');
    // The same face stays allowed for a heading.
    const asHeading = {
      ...manifest,
      tokens: { ...manifest.tokens, fonts: { ...manifest.tokens.fonts, heading: font } },
    };
    expect(parseManifest(asHeading, 'x.json', ID).ok).toBe(true);
  });
});
