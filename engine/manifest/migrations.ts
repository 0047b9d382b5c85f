import { MANIFEST_SCHEMA_VERSION } from '../../schemas/theme-look';

type Json = { [key: string]: unknown };
type Migration = (manifest: Json) => Json;

/**
 * Steps from one manifest schema version to the next, keyed by the version they start from.
 * A manifest is migrated step by step to MANIFEST_SCHEMA_VERSION before it is validated.
 */
export const MIGRATIONS: Record<number, Migration> = {
  // v1 kept the colours beside the tokens (`colors` at top level); v2 moved them into `tokens`.
  1: ({ colors, tokens, ...rest }) => ({
    ...rest,
    schemaVersion: 2,
    tokens: { colors, ...(tokens as Json | undefined) },
  }),
};

export type MigrationResult = { ok: true; manifest: Json } | { ok: false; message: string };

export function migrateManifest(manifest: Json): MigrationResult {
  let current = manifest;
  const declared = current.schemaVersion;
  if (typeof declared !== 'number' || !Number.isInteger(declared)) {
    return { ok: false, message: 'schemaVersion must be a whole number' };
  }
  let version = declared;
  if (version > MANIFEST_SCHEMA_VERSION) {
    return {
      ok: false,
      message: `schemaVersion ${version} is newer than this engine knows (${MANIFEST_SCHEMA_VERSION})`,
    };
  }
  while (version < MANIFEST_SCHEMA_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) return { ok: false, message: `no migration from schemaVersion ${version}` };
    current = step(current);
    version = current.schemaVersion as number;
  }
  return { ok: true, manifest: current };
}
