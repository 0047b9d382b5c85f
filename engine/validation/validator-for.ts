import type { ValidateFunction } from 'ajv';
import type { Schema } from '../../schemas/json-schema';
import { createAjv } from './create-ajv';

/**
 * The validator of a schema, compiled at run time by ajv (with `new Function`) and kept: the
 * server's and the tests'. The web app's build puts the precompiled validators of
 * engine/validation/browser-validated-schemas.ts in this module's place (scripts/vite/
 * precompiled-validators.ts), so that the browser never compiles code and the pages need no eval.
 */
let ajv: ReturnType<typeof createAjv> | undefined;
const compiled = new WeakMap<object, ValidateFunction>();

/**
 * The compiled validator of a schema, compiled once: a copy with the same `$id` (a form's schema
 * without its annotations) gets the validator of that id, as the precompiled validators do.
 */
export function validatorFor(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema as object);
  if (!validate) {
    const id = (schema as { $id?: unknown }).$id;
    // The instance too is made on first use: the server imports this module at its start.
    ajv ??= createAjv();
    validate = (typeof id === 'string' && ajv.getSchema(id)) || ajv.compile(schema as object);
    compiled.set(schema as object, validate);
  }
  return validate;
}
