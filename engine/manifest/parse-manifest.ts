import { themeManifestSchema, type ThemeManifest } from '../../schemas/manifest.schema';
import { issuesFromAjv, type ManifestIssue } from './manifest-errors';
import { manifestValidatorFor } from './manifest-validator-for';
import { migrateManifest } from './migrations';

export type ManifestResult = { ok: true; manifest: ThemeManifest } | { ok: false; issues: ManifestIssue[] };

const validate = manifestValidatorFor(themeManifestSchema);

/**
 * Turns untrusted manifest data into a ThemeManifest: migrated to the current schema version, then
 * validated. `file` names the source in every issue; `expectedId` is the theme folder's name.
 */
export function parseManifest(data: unknown, file: string, expectedId?: string): ManifestResult {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, issues: [{ file, path: '', message: 'must be a JSON object' }] };
  }
  const migrated = migrateManifest(data as Record<string, unknown>);
  if (!migrated.ok) {
    return { ok: false, issues: [{ file, path: '/schemaVersion', message: migrated.message }] };
  }
  if (!validate(migrated.manifest)) {
    return { ok: false, issues: issuesFromAjv(file, validate.errors ?? []) };
  }
  const manifest = migrated.manifest as ThemeManifest;
  if (expectedId !== undefined && manifest.id !== expectedId) {
    return {
      ok: false,
      issues: [{ file, path: '/id', message: `must equal the theme folder's name "${expectedId}"` }],
    };
  }
  return { ok: true, manifest };
}

/** Parses JSON text first, so a syntax error is reported like any other issue. */
export function parseManifestText(text: string, file: string, expectedId?: string): ManifestResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, issues: [{ file, path: '', message: `is not valid JSON (${(error as Error).message})` }] };
  }
  return parseManifest(data, file, expectedId);
}
