/**
 * Writes manifests/theme-manifest.schema.json from schemas/manifest.schema.ts, so that editors
 * autocomplete and check a manifest through its "$schema". A test keeps the file up to date.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { themeManifestSchema } from '../schemas/manifest.schema';

export const MANIFEST_JSON_SCHEMA_PATH = join(
  resolve(import.meta.dirname, '..'),
  'manifests',
  'theme-manifest.schema.json',
);

export function manifestJsonSchemaText(): string {
  return `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...themeManifestSchema }, null, 2)}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  writeFileSync(MANIFEST_JSON_SCHEMA_PATH, manifestJsonSchemaText());
  console.log(`wrote ${MANIFEST_JSON_SCHEMA_PATH}`);
}
