import type { ValidateFunction } from 'ajv';
import type { Schema } from '../../schemas/json-schema';
import { validatorFor } from '../validation/validator-for';

/**
 * The theme manifest's validator. Here (tests, the theme checker) ajv compiles it at run time; the
 * server's build puts ajv's standalone code for it in this module's place (scripts/vite/
 * precompiled-validators.ts), so that a start, which reads every manifest, compiles no schema.
 */
export function manifestValidatorFor(schema: Schema): ValidateFunction {
  return validatorFor(schema);
}
