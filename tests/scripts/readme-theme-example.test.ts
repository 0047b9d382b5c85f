import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parseManifest } from '../../engine/manifest/parse-manifest';
import { checkManifestRenderers } from '../../engine/render/renderer-check';
import { RENDERERS } from '../../renderers/registry';
import { root } from '../../scripts/manifest-files';

it("README's worked theme example is a valid manifest", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const json = readme.match(/```json\n([\s\S]*?)\n```/)?.[1];
  expect(json).toBeDefined();
  const result = parseManifest(JSON.parse(json as string), 'README.md', 'lavender-dusk');
  expect(result).toMatchObject({ ok: true });
  if (result.ok) expect(checkManifestRenderers(result.manifest, RENDERERS)).toEqual([]);
});
