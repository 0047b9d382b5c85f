import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { BROWSER_VALIDATED_SCHEMAS } from '../../engine/validation/browser-validated-schemas';
import { OWNER_VALIDATED_SCHEMAS } from '../../engine/validation/owner-validated-schemas';
import { standaloneValidatorsModule } from '../../engine/validation/standalone-validators';
import type { Schema } from '../../schemas/json-schema';

const VALIDATION = resolve(dirname(fileURLToPath(import.meta.url)), '../../engine/validation');

/**
 * The run-time modules the build swaps, each for the precompiled validators of its list: the guest's
 * flows (validator-for.ts) and the owner's forms (owner-validator-for.ts), apart so that the guest's
 * page never carries the owner's schemas.
 */
const SWAPS: { file: string; id: string; schemas: readonly Schema[]; exportAs: string; listFile: string }[] = [
  {
    file: resolve(VALIDATION, 'validator-for.ts'),
    id: '\0precompiled-validators.js',
    schemas: BROWSER_VALIDATED_SCHEMAS,
    exportAs: 'validatorFor',
    listFile: 'engine/validation/browser-validated-schemas.ts',
  },
  {
    file: resolve(VALIDATION, 'owner-validator-for.ts'),
    id: '\0precompiled-owner-validators.js',
    schemas: OWNER_VALIDATED_SCHEMAS,
    exportAs: 'ownerValidatorFor',
    listFile: 'engine/validation/owner-validated-schemas.ts',
  },
];

/**
 * The web app's payload validators, precompiled while the app is built: wherever the browser's code
 * imports one of the run-time compilers of SWAPS (ajv compiling with `new Function`), it gets ajv's
 * standalone code for the schemas of that compiler's list instead. The pages need no eval in their
 * Content-Security-Policy and carry no schema compiler. Made anew on every build and dev start, from
 * the schemas themselves: nothing generated to keep in step.
 */
export function precompiledValidators(): Plugin {
  return {
    name: 'precompiled-validators',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer || !source.includes('validator-for')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return SWAPS.find((swap) => swap.file === resolved?.id)?.id ?? null;
    },
    load(id) {
      const swap = SWAPS.find((candidate) => candidate.id === id);
      return swap ? standaloneValidatorsModule(swap.schemas, swap) : null;
    },
  };
}
