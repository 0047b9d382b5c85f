import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../engine/manifest/manifest-errors';
import { parseManifest, parseManifestText } from '../../engine/manifest/parse-manifest';
import { checkManifestFile, checkThemeFiles, root } from '../../scripts/manifest-files';
import { THEME_IDS } from '../helpers';

const fixture = (name: string) => join(root, 'tests', 'fixtures', 'manifests', name, 'manifest.json');
const issuesOf = (name: string) => checkManifestFile(fixture(name)).map(formatIssue);
const at = (name: string) => `tests/fixtures/manifests/${name}/manifest.json`;

// Every folder in manifests/, however many (a new theme's rules: tests/manifests/new-theme-fixture.test.tsx).
describe('every theme manifest', () => {
  it.each(THEME_IDS)('%s passes the theme check', (id) => {
    expect(checkThemeFiles([join(root, 'manifests', id, 'manifest.json')])).toEqual([]);
  });
});

describe('an invalid manifest names the file, the JSON path and the problem', () => {
  it.each([
    ['bad-colour', ['/tokens/colors/primary: must be a hex colour like #1a2b3c']],
    ['bad-gift-mode', ['/giftMode: must be one of: selector, tabs, combined']],
    ['missing-section', ['/sections/gift: is required']],
    ['unknown-property', ['/tokens/colors: is required', '/tokens/colours: is not a known property']],
    ['unknown-label', ['/copy/gift/labels/buy_now: is not a known property']],
    ['unknown-renderer', ['/sections/gift: unknown renderer "gift.carousel" (known for gift: gift.cards)']],
    ['wrong-slug-renderer', ['/sections/quote: renderer "gift.cards" renders "gift", not "quote"']],
    ['missing-ornament', ['/tokens/ornaments/divider: file assets/missing.svg does not exist']],
    ['wrong-id', [`/id: must equal the theme folder's name "wrong-id"`]],
  ])('%s', (name, expected) => {
    expect(issuesOf(name)).toEqual(expected.map((line) => `${at(name)}: ${line}`));
  });

  it('bad-font lists the fonts it may use', () => {
    const [issue] = issuesOf('bad-font');
    expect(issue).toMatch(
      /^tests\/fixtures\/manifests\/bad-font\/manifest\.json: \/tokens\/fonts\/heading: must be one of: playfair-display, /,
    );
  });

  it('not-json reports the syntax error', () => {
    const [issue] = issuesOf('not-json');
    expect(issue).toMatch(/^tests\/fixtures\/manifests\/not-json\/manifest\.json: \/: is not valid JSON \(/);
  });

  it('rejects what is not an object, and versions it does not know', () => {
    expect(parseManifest([], 'x.json')).toEqual({
      ok: false,
      issues: [{ file: 'x.json', path: '', message: 'must be a JSON object' }],
    });
    expect(parseManifestText('{"schemaVersion": 9}', 'x.json')).toEqual({
      ok: false,
      issues: [
        { file: 'x.json', path: '/schemaVersion', message: 'schemaVersion 9 is newer than this engine knows (2)' },
      ],
    });
    expect(parseManifestText('{"schemaVersion": "2"}', 'x.json')).toMatchObject({
      ok: false,
      issues: [{ path: '/schemaVersion', message: 'schemaVersion must be a whole number' }],
    });
  });
});

describe('migration by schema version', () => {
  it('moves v1 top-level colours into tokens and validates', () => {
    const text = readFileSync(fixture('version-1'), 'utf8');
    const v1 = JSON.parse(text) as { colors: Record<string, string> };
    const result = parseManifestText(text, 'v1.json', 'version-1');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.manifest.schemaVersion).toBe(2);
    expect(result.manifest.tokens.colors).toEqual(v1.colors);
    expect(result.manifest).not.toHaveProperty('colors');
  });
});
