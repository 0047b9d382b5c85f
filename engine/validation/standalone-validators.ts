import standaloneCode from 'ajv/dist/standalone';
import type { Schema } from '../../schemas/json-schema';
import { createAjv } from './create-ajv';

/** The name the module exports the validator of the schema at `index` under. */
const exportName = (index: number) => `validator${index}`;

/**
 * ajv's standalone code reaches its run-time helpers (the Unicode length of a string, the formats of
 * ajv-formats) with `require("…")`: each becomes an ES namespace import of the same CommonJS module,
 * read as `module.exports` whichever interop the importer gets (Node's, where the default import is
 * `module.exports`, or the bundler's, where a module marked `__esModule` is its own namespace).
 */
function withImports(code: string): string {
  const modules = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_call, path: string) => {
    if (!modules.has(path)) modules.set(path, `runtime${modules.size}`);
    return `commonJs(${modules.get(path) as string})`;
  });
  const imports = [...modules].map(([path, name]) => `import * as ${name} from ${JSON.stringify(`${path}.js`)};`);
  const commonJs = 'const commonJs = (namespace) => (namespace.default?.__esModule ? namespace.default : namespace);';
  return [...imports, commonJs, body].join('\n');
}

/**
 * An ES module of precompiled validators (ajv standalone: same options as createAjv, with formats
 * and ajv-errors, the code written out instead of made with `new Function`) for the given schemas,
 * each named by its `$id`. It exports `validatorFor(schema)` like engine/validation/validator-for.ts
 * (or the function named by `exportAs`, like engine/validation/owner-validator-for.ts), which throws
 * for a schema it was not built with, naming the list (`listFile`) the schema should be added to.
 */
export function standaloneValidatorsModule(
  schemas: readonly Schema[],
  { exportAs = 'validatorFor', listFile = 'engine/validation/browser-validated-schemas.ts' } = {},
): string {
  const ids = schemas.map((schema) => {
    const id = (schema as { $id?: unknown }).$id;
    if (typeof id !== 'string') throw new Error('A precompiled schema needs an $id');
    return id;
  });
  const ajv = createAjv({ schemas: schemas as object[], code: { source: true, esm: true } });
  const code = standaloneCode(ajv, Object.fromEntries(ids.map((id, index) => [exportName(index), id])));
  const byId = ids.map((id, index) => `${JSON.stringify(id)}: ${exportName(index)}`).join(', ');
  return `${withImports(code)}
const validators = { ${byId} };
export function ${exportAs}(schema) {
  const validate = Object.hasOwn(validators, schema.$id) ? validators[schema.$id] : undefined;
  if (!validate) throw new Error("No precompiled validator for " + schema.$id + " (${listFile})");
  return validate;
}
`;
}
