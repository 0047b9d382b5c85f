import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { BROWSER_VALIDATED_SCHEMAS } from '../../engine/validation/browser-validated-schemas';
import { standaloneValidatorsModule } from '../../engine/validation/standalone-validators';

const RUN_TIME_COMPILER = resolve(dirname(fileURLToPath(import.meta.url)), '../../engine/validation/validator-for.ts');
const PRECOMPILED = '\0precompiled-validators.js';

/**
 * The web app's payload validators, precompiled while the app is built: wherever the browser's code
 * imports engine/validation/validator-for.ts (ajv compiling at run time with `new Function`), it gets
 * ajv's standalone code for the schemas of engine/validation/browser-validated-schemas.ts instead.
 * The pages need no eval in their Content-Security-Policy and carry no schema compiler. Made anew on
 * every build and dev start, from the schemas themselves: nothing generated to keep in step.
 */
export function precompiledValidators(): Plugin {
  return {
    name: 'precompiled-validators',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer || !source.includes('validator-for')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === RUN_TIME_COMPILER ? PRECOMPILED : null;
    },
    load(id) {
      return id === PRECOMPILED ? standaloneValidatorsModule(BROWSER_VALIDATED_SCHEMAS) : null;
    },
  };
}
