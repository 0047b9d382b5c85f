import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { themeManifestSchema } from '../../schemas/manifest.schema';
import { BROWSER_VALIDATED_SCHEMAS } from '../../engine/validation/browser-validated-schemas';
import { OWNER_VALIDATED_SCHEMAS } from '../../app/owner/owner-pages';
import { standaloneValidatorsModule } from '../../engine/validation/standalone-validators';
import type { Schema } from '../../schemas/json-schema';

const ENGINE = resolve(dirname(fileURLToPath(import.meta.url)), '../../engine');

type Swap = {
  file: string;
  id: string;
  schemas: readonly Schema[];
  exportAs: string;
  listFile: string;
  /** Swapped in the server's build (Vite's SSR build), else in the web app's. */
  server?: boolean;
};

/**
 * The run-time modules the builds swap, each for the precompiled validators of its list: in the web
 * app, the guest's flows (validator-for.ts) and the owner's forms (owner-validator-for.ts), apart so
 * that the guest's page never carries the owner's schemas; the theme manifest's in the server, which
 * every start reads (the server's request validators compile on each route's first use instead), and
 * in the web app for the theme studio.
 */
const SWAPS: Swap[] = [
  {
    file: resolve(ENGINE, 'validation/validator-for.ts'),
    id: '\0precompiled-validators.js',
    schemas: BROWSER_VALIDATED_SCHEMAS,
    exportAs: 'validatorFor',
    listFile: 'engine/validation/browser-validated-schemas.ts',
  },
  {
    file: resolve(ENGINE, 'validation/owner-validator-for.ts'),
    id: '\0precompiled-owner-validators.js',
    schemas: OWNER_VALIDATED_SCHEMAS,
    exportAs: 'ownerValidatorFor',
    listFile: 'app/owner/owner-pages.ts',
  },
  {
    file: resolve(ENGINE, 'manifest/manifest-validator-for.ts'),
    id: '\0precompiled-manifest-validator.js',
    schemas: [themeManifestSchema],
    exportAs: 'manifestValidatorFor',
    listFile: 'schemas/manifest.schema.ts',
    server: true,
  },
  // In the web app, only the theme studio (app/studio/, development only) checks a manifest.
  {
    file: resolve(ENGINE, 'manifest/manifest-validator-for.ts'),
    id: '\0precompiled-studio-manifest-validator.js',
    schemas: [themeManifestSchema],
    exportAs: 'manifestValidatorFor',
    listFile: 'schemas/manifest.schema.ts',
  },
];

/**
 * Validators precompiled while the web app or the server is built: wherever the build's code imports
 * one of the run-time compilers of SWAPS (ajv compiling with `new Function`), it gets ajv's standalone
 * code for the schemas of that compiler's list instead. The pages need no eval in their
 * Content-Security-Policy and carry no schema compiler; the server's start compiles no manifest schema.
 * Made anew on every build and dev start, from the schemas themselves: nothing generated to keep in step.
 */
export function precompiledValidators(): Plugin {
  return {
    name: 'precompiled-validators',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('validator-for')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const server = Boolean(options.ssr);
      return SWAPS.find((swap) => swap.file === resolved?.id && Boolean(swap.server) === server)?.id ?? null;
    },
    load(id) {
      const swap = SWAPS.find((candidate) => candidate.id === id);
      return swap ? standaloneValidatorsModule(swap.schemas, swap) : null;
    },
  };
}
