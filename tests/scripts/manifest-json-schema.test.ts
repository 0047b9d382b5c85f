import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { manifestJsonSchemaText, MANIFEST_JSON_SCHEMA_PATH } from '../../scripts/themes-schema';

it('manifests/theme-manifest.schema.json is up to date (npm run themes:schema)', () => {
  expect(readFileSync(MANIFEST_JSON_SCHEMA_PATH, 'utf8')).toBe(manifestJsonSchemaText());
});
