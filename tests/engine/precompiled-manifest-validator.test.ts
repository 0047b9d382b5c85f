import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateManifest } from '../../engine/manifest/migrations';
import { standaloneValidatorsModule } from '../../engine/validation/standalone-validators';
import { validatorFor } from '../../engine/validation/validator-for';
import type { Schema } from '../../schemas/json-schema';
import { themeManifestSchema } from '../../schemas/manifest.schema';
import { precompiledValidators } from '../../scripts/vite/precompiled-validators';
import { importStandaloneModule } from './standalone-module';

/**
 * The server's build reads every theme's manifest with ajv's standalone code for the manifest schema
 * (scripts/vite/precompiled-validators.ts), not a validator compiled as it starts: the same verdicts
 * and the same issues as the run-time validator the tests and the theme checker use.
 */

const MANIFESTS = resolve('manifests');
const manifests = readdirSync(MANIFESTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const migrated = migrateManifest(JSON.parse(readFileSync(join(MANIFESTS, entry.name, 'manifest.json'), 'utf8')));
    if (!migrated.ok) throw new Error(`${entry.name}: ${migrated.message}`);
    return [entry.name, migrated.manifest as Record<string, unknown>] as const;
  });

/** A manifest and its breakages: each top-level field left out, given the wrong type, and an unknown one. */
function variants(manifest: Record<string, unknown>): unknown[] {
  const broken: unknown[] = [manifest, { ...manifest, tidak_dikenal: 1 }];
  for (const key of Object.keys(manifest)) {
    const { [key]: _left, ...without } = manifest;
    broken.push(without, { ...manifest, [key]: typeof manifest[key] === 'number' ? 'teks' : 7 });
  }
  return broken;
}

let precompiled: (schema: Schema) => ValidateFunction;
let remove: (() => void) | undefined;

beforeAll(async () => {
  const source = standaloneValidatorsModule([themeManifestSchema], { exportAs: 'manifestValidatorFor' });
  let module: { manifestValidatorFor: typeof precompiled };
  ({ module, remove } = await importStandaloneModule<typeof module>(source, 'precompiled-manifest'));
  precompiled = module.manifestValidatorFor;
});
afterAll(() => remove?.());

describe("the server's precompiled manifest validator", () => {
  it.each(manifests)(
    'judges %s and its breakages as the run-time validator does, with the same issues',
    (_theme, manifest) => {
      const built = precompiled(themeManifestSchema);
      const runtime = validatorFor(themeManifestSchema);
      let valid = 0;
      for (const candidate of variants(manifest)) {
        const verdict = runtime(candidate);
        expect(built(candidate)).toBe(verdict);
        expect(built.errors ?? null).toEqual(runtime.errors ?? null);
        if (verdict) valid += 1;
      }
      // The theme's own manifest passes, and breakages were refused.
      expect(runtime(manifest)).toBe(true);
      expect(valid).toBeLessThan(variants(manifest).length);
    },
  );

  it('takes the run-time module’s place in the server’s build and, for the theme studio, in the web app’s', async () => {
    const plugin = precompiledValidators() as Plugin & {
      resolveId: (this: unknown, source: string, importer: string, options: { ssr?: boolean }) => Promise<unknown>;
    };
    const context = {
      resolve: async (source: string) => ({ id: resolve('engine', source.replace('../', '')) + '.ts' }),
    };
    const swap = (source: string, ssr: boolean) =>
      plugin.resolveId.call(context, source, resolve('engine/manifest/parse-manifest.ts'), { ssr });
    expect(await swap('../manifest/manifest-validator-for', true)).toBe('\0precompiled-manifest-validator.js');
    expect(await swap('../manifest/manifest-validator-for', false)).toBe('\0precompiled-studio-manifest-validator.js');
    // The server's request validators compile at run time, on each route's first use.
    expect(await swap('../validation/validator-for', true)).toBeNull();
    expect(await swap('../validation/validator-for', false)).toBe('\0precompiled-validators.js');
  });
});
